import { adminReviewTabs, type AdminReviewTab, reviewStatusLabels } from '@phiencho/contracts'

import { DEFAULT_REVIEW_TAB } from '../../reviews/review-list-query'
import { CountTabs } from '../count-tabs'

const labels: Record<AdminReviewTab, string> = {
  pending: reviewStatusLabels.pending,
  reported: 'Bị báo cáo',
  published: reviewStatusLabels.published,
  hidden: reviewStatusLabels.hidden,
  all: 'Tất cả',
}

interface ReviewTabsProps {
  current: AdminReviewTab
  /** Undefined until the first answer. */
  counts: Partial<Record<AdminReviewTab, number>> | undefined
}

/** A tab per moderation queue, each a link keeping the search and rating, with its count. */
export function ReviewTabs({ current, counts }: ReviewTabsProps) {
  return (
    <CountTabs
      label="Nhóm đánh giá"
      tabs={adminReviewTabs}
      labels={labels}
      current={current}
      fallback={DEFAULT_REVIEW_TAB}
      counts={counts}
    />
  )
}
