import {
  type AdminClassifiedTopic,
  type AdminClassifiedTopicCreateRequest,
  type AdminClassifiedTopicList,
  type AdminClassifiedTopicUpdateRequest,
  adminPaths,
} from '@phiencho/contracts'

import { classifiedTopicsQueryKey } from './get-classified-topics'
import { orderedListMutations } from './ordered-list-mutations'

const topics = orderedListMutations<
  AdminClassifiedTopic,
  AdminClassifiedTopicList,
  AdminClassifiedTopicCreateRequest,
  AdminClassifiedTopicUpdateRequest
>(
  {
    list: adminPaths.classifiedTopics,
    order: adminPaths.classifiedTopicsOrder,
    item: adminPaths.classifiedTopic,
  },
  classifiedTopicsQueryKey,
)

export const useCreateClassifiedTopic = topics.useCreate
/** Renames, describes, hides or shows a topic. */
export const useUpdateClassifiedTopic = topics.useUpdate
export const useOrderClassifiedTopics = topics.useOrder
