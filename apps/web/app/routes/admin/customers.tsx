import { useLocation } from 'react-router'

import { FormAlert } from '../../components/ui/form-alert'
import { Pagination } from '../../components/ui/pagination'
import { customersQueryOptions, useCustomers } from '../../features/admin/api/get-customers'
import { CustomerTable } from '../../features/admin/components/customers/customer-table'
import { CustomerTabs } from '../../features/admin/components/customers/customer-tabs'
import { ListFilters } from '../../features/admin/components/list-filters'
import {
  customerListQuery,
  DEFAULT_CUSTOMER_STATUS,
  readCustomerListView,
} from '../../features/admin/customers/customer-list-query'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { errorSentence } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/customers'

const PERMISSION = 'customer:read'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const query = customerListQuery(readCustomerListView(url.searchParams))
  return { dehydratedState: await prefetchQueries(client, [customersQueryOptions(query)]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  void client.prefetchQuery(
    customersQueryOptions(customerListQuery(readCustomerListView(url.searchParams))),
  )
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Khách hàng', noIndex: true })

export default function CustomersPage() {
  const { search } = useLocation()
  const view = readCustomerListView(new URLSearchParams(search))
  const customers = useCustomers(customerListQuery(view))
  const meta = customers.data?.meta
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-ink-900">Khách hàng</h1>
        <p className="mt-1 text-ink-600">
          Tài khoản của khách, đơn hàng và tổng chi tiêu.{' '}
          {meta ? `${meta.total.toLocaleString('vi-VN')} tài khoản.` : null}
        </p>
      </div>
      <CustomerTabs current={view.status} />
      <ListFilters searchLabel="Tìm theo tên, email hoặc số điện thoại" q={view.q}>
        {view.status !== DEFAULT_CUSTOMER_STATUS ? (
          <input type="hidden" name="tab" value={view.status} />
        ) : null}
      </ListFilters>
      {customers.isError ? (
        <FormAlert tone="error">{errorSentence(customers.error)}</FormAlert>
      ) : null}
      <CustomerTable
        rows={customers.isError ? [] : customers.data?.data}
        refreshing={customers.isPlaceholderData}
        searched={view.q !== ''}
      />
      {meta ? <Pagination currentPage={meta.current_page} lastPage={meta.last_page} /> : null}
    </div>
  )
}
