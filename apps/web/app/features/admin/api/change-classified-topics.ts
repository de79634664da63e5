import {
  type AdminClassifiedTopic,
  type AdminClassifiedTopicCreateRequest,
  type AdminClassifiedTopicList,
  type AdminClassifiedTopicUpdateRequest,
  adminPaths,
  adminUrl,
} from '@phiencho/contracts'
import { type QueryClient, useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { classifiedTopicsQueryKey } from './get-classified-topics'

const refresh = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: classifiedTopicsQueryKey })

export function useCreateClassifiedTopic() {
  return useMutation({
    mutationFn: (body: AdminClassifiedTopicCreateRequest, { client }) =>
      adminApiOf(client).post<AdminClassifiedTopic>(adminUrl(adminPaths.classifiedTopics), body),
    onSuccess: (_topic, _body, _result, { client }) => refresh(client),
  })
}

/** Renames, describes, hides or shows a topic. */
export function useUpdateClassifiedTopic() {
  return useMutation({
    mutationFn: (
      { id, body }: { id: number; body: AdminClassifiedTopicUpdateRequest },
      { client },
    ) =>
      adminApiOf(client).patch<AdminClassifiedTopic>(
        adminUrl(adminPaths.classifiedTopic, { id }),
        body,
      ),
    onSettled: (_topic, _error, _vars, _result, { client }) => refresh(client),
  })
}

/** Every topic's id in the new order; the answer is the list as stored. */
export function useOrderClassifiedTopics() {
  return useMutation({
    mutationFn: (ids: number[], { client }) =>
      adminApiOf(client).put<AdminClassifiedTopicList>(adminUrl(adminPaths.classifiedTopicsOrder), {
        ids,
      }),
    onSuccess: (list, _ids, _result, { client }) => {
      client.setQueryData(classifiedTopicsQueryKey, list)
    },
    onError: (_error, _ids, _result, { client }) => refresh(client),
  })
}
