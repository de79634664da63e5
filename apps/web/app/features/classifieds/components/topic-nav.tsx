import type { ClassifiedTopic } from '@phiencho/contracts'

import { ShopLink } from '../../../components/ui/shop-link'
import { topicHref } from '../links'
import { TopicIcon } from './classified-icons'

const count = new Intl.NumberFormat('vi-VN')

interface TopicNavProps {
  topics: ClassifiedTopic[]
  /** The topic whose page this is (marked as current). */
  current?: string
}

/** The topics as picture tiles with their live ad counts: a scrolling row on phones. */
export function TopicNav({ topics, current }: TopicNavProps) {
  if (!topics.length) return null
  return (
    <nav aria-label="Chủ đề rao vặt">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 md:grid-cols-6">
        {topics.map((topic) => {
          const isCurrent = topic.slug === current
          return (
            <li key={topic.slug} className="w-28 shrink-0 sm:w-auto">
              <ShopLink
                to={topicHref(topic.slug)}
                aria-current={isCurrent ? 'page' : undefined}
                className={`flex h-full flex-col items-center gap-1.5 rounded-xl border px-2 py-3 text-center transition-colors ${
                  isCurrent
                    ? 'border-brand-700 bg-brand-50'
                    : 'border-ink-200 bg-white hover:border-brand-600'
                }`}
              >
                <span
                  className={`flex size-11 items-center justify-center rounded-full ${
                    isCurrent ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700'
                  }`}
                >
                  <TopicIcon icon={topic.icon} />
                </span>
                <span className="text-sm leading-tight font-semibold text-ink-900">
                  {topic.name}
                </span>
                <span className="text-xs text-ink-600">{count.format(topic.ad_count)} tin</span>
              </ShopLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
