import { mediaUrlSrcset } from '@phiencho/contracts'

import { RichText } from '../../../../components/ui/rich-text'
import { errorSentence } from '../../../../lib/api-error'
import { useClassifiedAd } from '../../api/get-classified-ad'
import { ClassifiedReports } from './classified-reports'

/** The whole ad as the shop shows it (the body the server sanitised), its images and reports. */
export function ClassifiedDetail({ id }: { id: number }) {
  const detail = useClassifiedAd(id, true)
  if (detail.isError) {
    return (
      <p role="alert" className="text-sm text-danger-700">
        {errorSentence(detail.error)}
      </p>
    )
  }
  const ad = detail.data
  if (!ad) return <p className="text-sm text-ink-600">Đang tải tin…</p>
  return (
    <div className="space-y-4 rounded-lg border border-ink-200 p-3 sm:p-4">
      <section aria-label="Nội dung tin">
        <h3 className="text-sm font-semibold text-ink-800">Mô tả chi tiết</h3>
        <RichText html={ad.body} className="mt-2 break-words" />
      </section>
      {ad.images.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Ảnh của tin">
          {ad.images.map((image, index) => (
            <li key={image.url}>
              <a href={image.url} target="_blank" rel="noopener" className="block">
                <img
                  src={image.url}
                  srcSet={mediaUrlSrcset(image.url, image.width) || undefined}
                  sizes="(min-width: 640px) 200px, 30vw"
                  alt={`Ảnh ${index + 1} của tin ${ad.title}`}
                  loading="lazy"
                  className="aspect-square w-full rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Liên hệ: </dt>
          <dd className="inline">
            {ad.contact_name} · {ad.contact_phone}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Khu vực: </dt>
          <dd className="inline">
            {[ad.ward_name, ad.province_name].filter(Boolean).join(', ') || 'Không ghi'}
          </dd>
        </div>
      </dl>
      <section aria-label="Báo cáo về tin">
        <h3 className="mb-2 text-sm font-semibold text-ink-800">Báo cáo ({ad.reports.length})</h3>
        <ClassifiedReports reports={ad.reports} />
      </section>
    </div>
  )
}
