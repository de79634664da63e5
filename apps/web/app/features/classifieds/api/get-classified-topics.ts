import { apiPaths, type ClassifiedTopicList } from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { ApiClient } from '../../../lib/api-client'
import { apiOf } from '../../../lib/query-client'

export function getClassifiedTopics(api: ApiClient, signal?: AbortSignal) {
  return api.get<ClassifiedTopicList>(apiPaths.classifiedTopics, { signal })
}

/** Every topic with its count of live ads; a minute old is fresh enough for the counts. */
export function classifiedTopicsQueryOptions() {
  return queryOptions({
    queryKey: ['classifieds', 'topics'] as const,
    queryFn: ({ client, signal }) => getClassifiedTopics(apiOf(client), signal),
    staleTime: 60_000,
  })
}

export function useClassifiedTopics() {
  return useQuery(classifiedTopicsQueryOptions())
}
