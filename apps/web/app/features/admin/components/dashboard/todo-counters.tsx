import { ADMIN_WEB_PATH, type Dashboard, type Permission } from '@phiencho/contracts'
import { Link } from 'react-router'

import { useAdminMe } from '../../api/get-admin-me'

type Todo = Dashboard['todo']

const ORDERS = `${ADMIN_WEB_PATH}/don-hang`

// Each count links to the list it counts, for whoever may open that list.
const COUNTERS: readonly { key: keyof Todo; label: string; to: string; permission: Permission }[] =
  [
    {
      key: 'orders_to_confirm',
      label: 'Đơn chờ xác nhận',
      to: `${ORDERS}?tab=cho-xac-nhan`,
      permission: 'order:read',
    },
    {
      key: 'transfers_to_check',
      label: 'Chuyển khoản chờ kiểm tra',
      to: `${ORDERS}?tab=cho-kiem-tra-chuyen-khoan`,
      permission: 'order:read',
    },
    {
      key: 'cod_to_collect',
      label: 'Tiền COD chưa thu',
      to: `${ORDERS}?tab=cod-chua-thu`,
      permission: 'order:read',
    },
    {
      key: 'low_stock',
      label: 'Sản phẩm sắp hết hàng',
      to: `${ADMIN_WEB_PATH}/kho/sap-het`,
      permission: 'product:read',
    },
    {
      key: 'ads_to_moderate',
      label: 'Tin rao vặt chờ duyệt',
      to: `${ADMIN_WEB_PATH}/tin-rao-vat`,
      permission: 'classified:moderate',
    },
    {
      key: 'open_reports',
      label: 'Báo cáo vi phạm chưa xử lý',
      to: `${ADMIN_WEB_PATH}/bao-cao-rao-vat`,
      permission: 'report:handle',
    },
    {
      key: 'partner_applications',
      label: 'Đăng ký đối tác chờ duyệt',
      to: `${ADMIN_WEB_PATH}/doi-tac`,
      permission: 'partner:review',
    },
  ]

const BOX = 'flex min-h-16 items-center justify-between gap-3 rounded-lg border px-4 py-3'

/** What waits to be done now, whatever the range; a count links to its list where there is one. */
export function TodoCounters({ todo }: { todo: Todo | undefined }) {
  const permissions = useAdminMe()?.permissions ?? []
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {COUNTERS.map(({ key, label, to: list, permission }) => {
        const to = permissions.includes(permission) ? list : undefined
        const value = todo ? todo[key].toLocaleString('vi-VN') : '…'
        const content = (
          <>
            <span className="text-sm font-medium">{label}</span>
            <span className="text-xl font-bold tabular-nums">{value}</span>
          </>
        )
        return (
          <li key={key}>
            {to ? (
              <Link
                to={to}
                className={`${BOX} border-brand-200 bg-white text-brand-800 hover:border-brand-600 hover:bg-brand-50`}
              >
                {content}
              </Link>
            ) : (
              <div className={`${BOX} border-ink-200 bg-white text-ink-800`}>{content}</div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
