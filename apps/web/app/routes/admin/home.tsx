import type { AdminMe } from '@phiencho/contracts'
import { Link } from 'react-router'

import { useAdminMe } from '../../features/admin/api/get-admin-me'
import { dashboardQueryOptions } from '../../features/admin/api/get-dashboard'
import { DashboardView } from '../../features/admin/components/dashboard/dashboard-view'
import { readDashboardRange } from '../../features/admin/dashboard/dashboard-range'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { visibleNav } from '../../features/admin/nav'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/home'

const DASHBOARD = 'dashboard:read'

// The home of those who may read the figures is the dashboard, over the range in the address.
export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  const me = await requireStaff(client, url)
  const { query } = readDashboardRange(url.searchParams)
  if (!me.permissions.includes(DASHBOARD) || !query) return { dehydratedState: null }
  return { dehydratedState: await prefetchQueries(client, [dashboardQueryOptions(query)]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  const me = await requireStaff(client, url)
  const { query } = readDashboardRange(url.searchParams)
  if (me.permissions.includes(DASHBOARD) && query) {
    void client.prefetchQuery(dashboardQueryOptions(query))
  }
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Trang quản trị', noIndex: true })

/** The back office's home: the dashboard for those who may read it, else a welcome. */
export default function AdminHome() {
  const me = useAdminMe()
  if (!me) return null
  if (me.permissions.includes(DASHBOARD)) {
    return (
      <div className="mx-auto max-w-7xl space-y-6">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">Xin chào, {me.name}</h1>
          <p className="mt-1 text-ink-600">Tổng quan bán hàng và những việc đang chờ xử lý.</p>
        </div>
        <DashboardView />
      </div>
    )
  }
  return <Welcome me={me} />
}

/** Who you are, your roles, and the pages you may open. */
function Welcome({ me }: { me: AdminMe }) {
  const links = visibleNav(me.permissions)
    .flatMap((group) => group.items)
    .filter((item) => item.path !== '/quan-tri')
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink-900">Xin chào, {me.name}</h1>
        <p className="mt-1 text-ink-600">Chào mừng bạn đến trang quản trị của cửa hàng.</p>
      </div>
      <section aria-labelledby="my-roles" className="card p-5">
        <h2 id="my-roles" className="text-lg font-semibold">
          Vai trò của bạn
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {me.roles.map((role) => (
            <li
              key={role.id}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
            >
              {role.name}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="quick-links" className="card p-5">
        <h2 id="quick-links" className="text-lg font-semibold">
          Lối tắt
        </h2>
        {links.length ? (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {links.map((item) => (
              <li key={item.path}>
                <Link
                  to={item.path}
                  className="flex min-h-11 items-center rounded-lg border border-ink-200 px-4 py-3 font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-ink-600">
            Các trang quản trị dành cho vai trò của bạn đang được xây dựng và sẽ sớm xuất hiện ở
            đây.
          </p>
        )}
      </section>
    </div>
  )
}
