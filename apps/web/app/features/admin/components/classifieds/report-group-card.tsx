import { type AdminClassifiedReportGroup } from '@phiencho/contracts'
import { useId, useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { useHandleClassifiedReports } from '../../api/handle-classified-reports'
import { ConfirmDialog } from '../confirm-dialog'
import { useModerationFailure } from '../use-moderation-failure'
import { useToast } from '../toasts'
import { shopAdHref } from './classified-card'
import { ClassifiedReports } from './classified-reports'
import { AdThumbnail } from './ad-thumbnail'
import { ClassifiedStatusBadge } from './classified-status-badge'
import { ResolveReportsDialog } from './resolve-reports-dialog'

/** An ad with its reports, and (while they are open) what the moderator does with them. */
export function ReportGroupCard({ group }: { group: AdminClassifiedReportGroup }) {
  const titleId = useId()
  const { ad, reports } = group
  const open = reports.some((report) => report.status === 'open')
  return (
    <article aria-labelledby={titleId} className="card space-y-3 p-4 sm:p-5">
      <div className="flex gap-3">
        <AdThumbnail image={ad.image} size={64} className="size-16" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={titleId} className="font-semibold break-words text-ink-900">
            <a
              href={shopAdHref(ad.slug)}
              target="_blank"
              rel="noopener"
              className="hover:text-brand-800 hover:underline"
            >
              {ad.title}
              <span className="sr-only"> (mở trong thẻ mới)</span>
            </a>
          </h2>
          <p className="text-sm text-ink-600">
            {ad.topic.name} · Người đăng: {ad.poster.name}
          </p>
          <ClassifiedStatusBadge ad={ad} />
        </div>
      </div>
      <section aria-label={`Báo cáo về tin ${ad.title}`}>
        <h3 className="mb-2 text-sm font-semibold text-ink-800">
          {reports.length.toLocaleString('vi-VN')} báo cáo
        </h3>
        <ClassifiedReports reports={reports} />
      </section>
      {open ? <ReportActions group={group} /> : null}
    </article>
  )
}

function ReportActions({ group }: { group: AdminClassifiedReportGroup }) {
  const handle = useHandleClassifiedReports()
  const toast = useToast()
  const failed = useModerationFailure()
  const [asking, setAsking] = useState<'resolve' | 'dismiss' | null>(null)
  const title = `“${group.ad.title}”`
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" onClick={() => setAsking('resolve')}>
        Xử lý vi phạm<span className="sr-only"> tin {title}</span>
      </Button>
      <Button type="button" variant="secondary" onClick={() => setAsking('dismiss')}>
        Bỏ qua báo cáo<span className="sr-only"> tin {title}</span>
      </Button>
      <ResolveReportsDialog
        group={group}
        open={asking === 'resolve'}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'dismiss'}
        title={`Bỏ qua báo cáo về tin ${title}?`}
        confirmLabel="Bỏ qua báo cáo"
        pending={handle.isPending}
        onConfirm={() =>
          handle.mutate(
            { id: group.ad.id, body: { decision: 'dismiss' } },
            {
              onSuccess: () => toast('success', `Đã bỏ qua báo cáo về tin ${title}.`),
              onError: failed,
              onSettled: () => setAsking(null),
            },
          )
        }
        onCancel={() => setAsking(null)}
      >
        Không phát hiện vi phạm: tin giữ nguyên, người báo cáo nhận thư báo kết quả.
      </ConfirmDialog>
    </div>
  )
}
