import { type AdminClassifiedTopicList, adminPaths, adminUrl } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

export const classifiedTopicsQueryKey = [...adminQueryKey, 'classified-topics'] as const

/** Every topic, hidden ones included, in their order, with their ad counts. */
export function classifiedTopicsQueryOptions() {
  return queryOptions({
    queryKey: classifiedTopicsQueryKey,
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<AdminClassifiedTopicList>(adminUrl(adminPaths.classifiedTopics), {
        signal,
      }),
  })
}

export function useClassifiedTopics() {
  return useQuery(classifiedTopicsQueryOptions())
}
