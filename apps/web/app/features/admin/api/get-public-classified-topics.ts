import { apiPaths, type ClassifiedTopicList } from '@phiencho/contracts'
import { queryOptions } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

/**
 * The topics shoppers see, for the queue's topic filter: a moderator may hold no `topic:write`,
 * which the back office's own list needs.
 */
export function publicTopicsQueryOptions() {
  return queryOptions({
    queryKey: [...adminQueryKey, 'public-classified-topics'],
    queryFn: ({ client, signal }) =>
      adminApiOf(client).get<ClassifiedTopicList>(apiPaths.classifiedTopics, { signal }),
    staleTime: 5 * 60_000,
  })
}
