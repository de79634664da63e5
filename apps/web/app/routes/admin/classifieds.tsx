import { adminClassifiedTabLabels, adminClassifiedTabs } from '@phiencho/contracts'
import { useLocation } from 'react-router'

import { FormAlert } from '../../components/ui/form-alert'
import { Pagination } from '../../components/ui/pagination'
import {
  classifiedAdsQueryOptions,
  useClassifiedAds,
} from '../../features/admin/api/get-classified-ads'
import {
  classifiedListQuery,
  DEFAULT_CLASSIFIED_TAB,
  readClassifiedListView,
} from '../../features/admin/classifieds/classified-list-query'
import { ClassifiedFilters } from '../../features/admin/components/classifieds/classified-filters'
import { ClassifiedList } from '../../features/admin/components/classifieds/classified-list'
import { CountTabs } from '../../features/admin/components/count-tabs'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { errorSentence } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/classifieds'

const PERMISSION = 'classified:moderate'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const query = classifiedListQuery(readClassifiedListView(url.searchParams))
  return { dehydratedState: await prefetchQueries(client, [classifiedAdsQueryOptions(query)]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  void client.prefetchQuery(
    classifiedAdsQueryOptions(classifiedListQuery(readClassifiedListView(url.searchParams))),
  )
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Tin rao vặt', noIndex: true })

export default function ClassifiedsModerationPage() {
  const { search } = useLocation()
  const view = readClassifiedListView(new URLSearchParams(search))
  const ads = useClassifiedAds(classifiedListQuery(view))
  const meta = ads.data?.meta
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-ink-900">Tin rao vặt</h1>
        <p className="mt-1 text-ink-600">
          Duyệt tin đang chờ, xử lý tin bị báo cáo và chặn người đăng vi phạm.
        </p>
      </div>
      <CountTabs
        label="Nhóm tin rao vặt"
        tabs={adminClassifiedTabs}
        labels={adminClassifiedTabLabels}
        current={view.tab}
        fallback={DEFAULT_CLASSIFIED_TAB}
        counts={ads.data?.counts}
      />
      <ClassifiedFilters view={view} />
      {ads.isError ? <FormAlert tone="error">{errorSentence(ads.error)}</FormAlert> : null}
      <ClassifiedList
        ads={ads.isError ? [] : ads.data?.data}
        refreshing={ads.isPlaceholderData}
        filtered={view.q !== '' || view.topic !== ''}
      />
      {meta ? <Pagination currentPage={meta.current_page} lastPage={meta.last_page} /> : null}
    </div>
  )
}
