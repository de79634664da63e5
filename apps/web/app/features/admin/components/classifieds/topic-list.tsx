import type { AdminClassifiedTopic } from '@phiencho/contracts'

import {
  useOrderClassifiedTopics,
  useUpdateClassifiedTopic,
} from '../../api/change-classified-topics'
import { OrderedList } from '../ordered-list'

interface TopicListProps {
  topics: readonly AdminClassifiedTopic[]
  onEdit: (topic: AdminClassifiedTopic) => void
}

const count = (value: number) => value.toLocaleString('vi-VN')

/** Topics in the shop's order, each moved, edited, hidden or shown. */
export function TopicList({ topics, onEdit }: TopicListProps) {
  const order = useOrderClassifiedTopics()
  const update = useUpdateClassifiedTopic()
  return (
    <OrderedList
      items={topics}
      noun="chủ đề"
      idPrefix="topic"
      label="Chủ đề theo thứ tự"
      empty="Chưa có chủ đề nào."
      details={(topic) =>
        `/${topic.slug} · ${count(topic.live_ad_count)} tin đang hiển thị / ${count(topic.ad_count)} tin${
          topic.icon ? ` · biểu tượng ${topic.icon}` : ''
        }`
      }
      changes={{
        order: (ids) => order.mutateAsync(ids),
        setHidden: (item, hidden) =>
          update.mutateAsync({ id: item.id, body: { is_hidden: hidden } }),
        busy: order.isPending || update.isPending,
        onEdit,
      }}
    />
  )
}
