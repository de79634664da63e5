import { ADMIN_WEB_PATH, type AdminCustomerDetail } from '@phiencho/contracts'
import { formatDateTimeVi } from '@phiencho/vn'
import { data, Link } from 'react-router'

import { useAdminMe } from '../../features/admin/api/get-admin-me'
import { customerQueryOptions, useCustomer } from '../../features/admin/api/get-customers'
import { CustomerActions } from '../../features/admin/components/customers/customer-actions'
import {
  CustomerAddresses,
  CustomerFigures,
} from '../../features/admin/components/customers/customer-figures'
import { CustomerOrders } from '../../features/admin/components/customers/customer-orders'
import { CustomerStatusBadge } from '../../features/admin/components/customers/customer-status-badge'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { isApiError } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/customer-detail'

const PERMISSION = 'customer:read'

/** The account's id from the address; anything else is the 404 page. */
function idOf(param: string): number {
  if (!/^[1-9]\d{0,9}$/.test(param)) throw data(null, { status: 404 })
  return Number(param)
}

async function loadCustomer(
  client: ReturnType<typeof adminQueryClient>,
  id: number,
): Promise<AdminCustomerDetail> {
  try {
    return await client.ensureQueryData(customerQueryOptions(id))
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) {
      throw data(null, { status: 404 })
    }
    throw error
  }
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const id = idOf(params.id)
  await loadCustomer(client, id)
  return { dehydratedState: await prefetchQueries(client, [customerQueryOptions(id)]) }
}

export async function clientLoader({ context, url, params }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  await loadCustomer(client, idOf(params.id))
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Khách hàng', noIndex: true })

export default function CustomerDetailPage({ params }: Route.ComponentProps) {
  const me = useAdminMe()
  const customer = useCustomer(Number(params.id)).data
  if (!customer) return null
  const mayWrite = me?.permissions.includes('customer:write') ?? false
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link to={`${ADMIN_WEB_PATH}/khach-hang`} className="text-sm text-brand-800 hover:underline">
        ← Khách hàng
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold text-ink-900">
            {customer.name} <CustomerStatusBadge lockedAt={customer.locked_at} />
          </h1>
          <p className="mt-1 break-all text-ink-700">
            {customer.email}
            {customer.phone ? ` · ${customer.phone}` : null}
          </p>
          <p className="text-sm text-ink-600">
            {customer.locked_at
              ? `Khóa lúc ${formatDateTimeVi(customer.locked_at)}`
              : customer.last_login_at
                ? `Đăng nhập gần nhất ${formatDateTimeVi(customer.last_login_at)}`
                : 'Chưa đăng nhập lần nào'}
          </p>
        </div>
        {mayWrite ? <CustomerActions customer={customer} /> : null}
      </div>
      <CustomerFigures customer={customer} />
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-ink-900">Đơn hàng gần nhất</h2>
        <CustomerOrders orders={customer.orders} />
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-ink-900">Địa chỉ</h2>
        <CustomerAddresses customer={customer} />
      </section>
    </div>
  )
}
