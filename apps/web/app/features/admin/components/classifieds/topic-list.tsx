import type { AdminClassifiedTopic } from '@phiencho/contracts'

import { errorSentence } from '../../../../lib/api-error'
import {
  useOrderClassifiedTopics,
  useUpdateClassifiedTopic,
} from '../../api/change-classified-topics'
import { reordered } from '../catalogue/brand-list'
import { useKeepFocus } from '../catalogue/use-keep-focus'
import { useToast } from '../toasts'
import { MoveButtons } from '../move-buttons'

interface TopicListProps {
  topics: readonly AdminClassifiedTopic[]
  onEdit: (topic: AdminClassifiedTopic) => void
}

const count = (value: number) => value.toLocaleString('vi-VN')

/** Topics in the shop's order: arrows move one a place (the keyboard stays on the arrow). */
export function TopicList({ topics, onEdit }: TopicListProps) {
  const order = useOrderClassifiedTopics()
  const update = useUpdateClassifiedTopic()
  const toast = useToast()
  const busy = order.isPending || update.isPending
  const keepFocus = useKeepFocus(topics, busy)
  const ids = topics.map((topic) => topic.id)

  async function move(from: number, to: number, focus: string) {
    keepFocus(focus)
    try {
      await order.mutateAsync(reordered(ids, from, to))
    } catch (error) {
      keepFocus(null)
      toast('error', errorSentence(error))
    }
  }

  async function toggleHidden(topic: AdminClassifiedTopic, focus: string) {
    keepFocus(focus)
    try {
      const saved = await update.mutateAsync({
        id: topic.id,
        body: { is_hidden: !topic.is_hidden },
      })
      toast(
        'success',
        saved.is_hidden ? `Đã ẩn chủ đề ${saved.name}.` : `Đã hiện chủ đề ${saved.name}.`,
      )
    } catch (error) {
      keepFocus(null)
      toast('error', errorSentence(error))
    }
  }

  if (topics.length === 0) return <p className="card p-5 text-ink-700">Chưa có chủ đề nào.</p>
  return (
    <ol
      className="card divide-y divide-ink-100"
      aria-label="Chủ đề theo thứ tự"
      aria-busy={busy || undefined}
    >
      {topics.map((topic, index) => (
        <li
          key={topic.id}
          aria-label={topic.name}
          className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center"
        >
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <span className="w-8 shrink-0 text-right text-sm text-ink-600">{index + 1}.</span>
            <div className="min-w-0">
              <p className="font-medium break-words text-ink-900">
                {topic.name}
                {topic.is_hidden ? (
                  <span className="ml-2 inline-block rounded-full bg-ink-100 px-2 py-0.5 text-xs font-normal text-ink-700">
                    Đã ẩn
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-ink-600">
                /{topic.slug} · {count(topic.live_ad_count)} tin đang hiển thị /{' '}
                {count(topic.ad_count)} tin
                {topic.icon ? ` · biểu tượng ${topic.icon}` : ''}
              </p>
              {topic.description ? (
                <p className="text-sm break-words text-ink-700">{topic.description}</p>
              ) : null}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2 pl-11 sm:pl-0">
            <MoveButtons
              idBase={`topic-${topic.id}`}
              name={topic.name}
              index={index}
              count={topics.length}
              busy={busy}
              onMove={move}
            />
            <button
              type="button"
              className="btn btn-secondary min-h-10 px-3 text-sm"
              aria-label={`Sửa chủ đề ${topic.name}`}
              onClick={() => onEdit(topic)}
            >
              Sửa
            </button>
            <button
              id={`topic-visibility-${topic.id}`}
              type="button"
              className="btn btn-secondary min-h-10 px-3 text-sm"
              disabled={busy}
              aria-label={`${topic.is_hidden ? 'Hiện' : 'Ẩn'} chủ đề ${topic.name}`}
              onClick={() => void toggleHidden(topic, `topic-visibility-${topic.id}`)}
            >
              {topic.is_hidden ? 'Hiện' : 'Ẩn'}
            </button>
          </div>
        </li>
      ))}
    </ol>
  )
}
