import { adminPartnerTabLabels, adminPartnerTabs } from '@phiencho/contracts'
import { useLocation } from 'react-router'

import { FormAlert } from '../../components/ui/form-alert'
import { Pagination } from '../../components/ui/pagination'
import {
  partnersQueryOptions,
  usePartnerApplications,
} from '../../features/admin/api/get-partner-applications'
import { CountTabs } from '../../features/admin/components/count-tabs'
import { ListFilters } from '../../features/admin/components/list-filters'
import { PartnerList } from '../../features/admin/components/partners/partner-list'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import {
  DEFAULT_PARTNER_TAB,
  partnerListQuery,
  readPartnerListView,
} from '../../features/admin/partners/partner-list-query'
import { errorSentence } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/partners'

const PERMISSION = 'partner:review'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const query = partnerListQuery(readPartnerListView(url.searchParams))
  return { dehydratedState: await prefetchQueries(client, [partnersQueryOptions(query)]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  void client.prefetchQuery(
    partnersQueryOptions(partnerListQuery(readPartnerListView(url.searchParams))),
  )
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Đăng ký đối tác', noIndex: true })

export default function PartnerApplicationsPage() {
  const { search } = useLocation()
  const view = readPartnerListView(new URLSearchParams(search))
  const applications = usePartnerApplications(partnerListQuery(view))
  const meta = applications.data?.meta
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-ink-900">Đăng ký đối tác</h1>
        <p className="mt-1 text-ink-600">
          Duyệt đơn đăng ký đối tác bán hàng: duyệt mở cửa hàng cho người đăng ký, hoặc từ chối kèm
          lý do.
        </p>
      </div>
      <CountTabs
        label="Nhóm đơn đăng ký"
        tabs={adminPartnerTabs}
        labels={adminPartnerTabLabels}
        current={view.tab}
        fallback={DEFAULT_PARTNER_TAB}
        counts={applications.data?.counts}
      />
      <ListFilters searchLabel="Tìm theo tên cửa hàng, người liên hệ, điện thoại, email" q={view.q}>
        {view.tab !== DEFAULT_PARTNER_TAB ? (
          <input type="hidden" name="tab" value={view.tab} />
        ) : null}
      </ListFilters>
      {applications.isError ? (
        <FormAlert tone="error">{errorSentence(applications.error)}</FormAlert>
      ) : null}
      <PartnerList
        applications={applications.isError ? [] : applications.data?.data}
        refreshing={applications.isPlaceholderData}
        filtered={view.q !== ''}
      />
      {meta ? <Pagination currentPage={meta.current_page} lastPage={meta.last_page} /> : null}
    </div>
  )
}
