import { ADMIN_WEB_PATH } from '@phiencho/contracts'
import { useQueries } from '@tanstack/react-query'
import { Fragment } from 'react'
import { Link, useLocation } from 'react-router'

import { orderQueryOptions } from '../../features/admin/api/get-order'
import { PackingSlip, SalesReceipt } from '../../features/admin/components/orders/print-sheets'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { readPrintRequest } from '../../features/admin/order-print'
import { useWebsiteSettings } from '../../features/settings/api/get-website-settings'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import { privatePageHeaders } from '../../lib/private-page'
import type { Route } from './+types/order-print'

const PERMISSION = 'order:read'

export const headers = privatePageHeaders

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const { codes } = readPrintRequest(url.searchParams)
  return { dehydratedState: await prefetchQueries(client, codes.map(orderQueryOptions)) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const { codes } = readPrintRequest(url.searchParams)
  await Promise.all(codes.map((code) => client.prefetchQuery(orderQueryOptions(code))))
  return null
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, {
    title:
      readPrintRequest(new URLSearchParams(location.search)).kind === 'hoa-don'
        ? 'In hóa đơn bán hàng'
        : 'In phiếu giao hàng',
    noIndex: true,
  })

// The sheet's paper: A5 for a packing slip, A4 for a receipt; one order a sheet.
const pageCss = (size: 'A5' | 'A4') =>
  `@page { size: ${size}; margin: 8mm } @media print { body { background: #fff } }`

export default function OrderPrintPage() {
  const { search } = useLocation()
  const { codes, kind } = readPrintRequest(new URLSearchParams(search))
  const shop = useWebsiteSettings()
  const orders = useQueries({ queries: codes.map((code) => orderQueryOptions(code)) })
  const slip = kind === 'phieu-giao'
  const title = slip ? 'Phiếu giao hàng' : 'Hóa đơn bán hàng'
  const missing = codes.filter((_, index) => orders[index]?.isError)
  return (
    <main className="min-h-dvh bg-ink-100 py-4 print:bg-white print:py-0">
      <style>{pageCss(slip ? 'A5' : 'A4')}</style>
      <div className="mx-auto mb-4 flex max-w-[210mm] flex-col gap-2 px-4 sm:flex-row sm:items-center print:hidden">
        <h1 className="text-xl font-bold sm:mr-auto">
          {title} ({codes.length} đơn)
        </h1>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          In
        </button>
        <Link to={`${ADMIN_WEB_PATH}/don-hang`} className="btn btn-secondary">
          Về danh sách đơn hàng
        </Link>
      </div>
      {codes.length === 0 ? (
        <p className="mx-auto max-w-[210mm] px-4">Chưa chọn đơn hàng nào để in.</p>
      ) : null}
      {missing.length ? (
        <p role="alert" className="alert alert-error mx-auto mb-4 max-w-[210mm] print:hidden">
          Không tải được đơn: {missing.join(', ')}.
        </p>
      ) : null}
      <div className="space-y-4 px-4 print:space-y-0 print:px-0">
        {orders.map((query, index) => {
          const order = query.data
          if (!order) return null
          const last = index === orders.length - 1
          return (
            <Fragment key={order.code}>
              <div className={`shadow-sm print:shadow-none ${last ? '' : 'break-after-page'}`}>
                {slip ? (
                  <PackingSlip order={order} shop={shop} />
                ) : (
                  <SalesReceipt order={order} shop={shop} />
                )}
              </div>
            </Fragment>
          )
        })}
      </div>
    </main>
  )
}
