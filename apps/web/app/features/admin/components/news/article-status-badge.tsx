import { type ArticleStatus, articleStatusLabels } from '@phiencho/contracts'

const tones: Record<ArticleStatus, string> = {
  draft: 'bg-ink-100 text-ink-800',
  in_review: 'bg-amber-100 text-amber-900',
  scheduled: 'bg-sky-100 text-sky-900',
  published: 'bg-success-50 text-success-700',
  hidden: 'bg-danger-50 text-danger-700',
}

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
    >
      {articleStatusLabels[status]}
    </span>
  )
}
