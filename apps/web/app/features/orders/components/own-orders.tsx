import { customerOrderTabs, DEFAULT_CUSTOMER_ORDER_TAB } from '@phiencho/contracts'
import { useSearchParams } from 'react-router'

import { Pagination } from '../../../components/ui/pagination'
import { ShopLink } from '../../../components/ui/shop-link'
import { readOrderListInput, useOrders } from '../api/get-orders'
import { accountOrderHref } from '../links'
import { OrderList } from './order-list'
import { OrderTabs } from './order-tabs'

/**
 * A customer's orders by tab (`?tab=`, "Tất cả" when absent), newest first, a page at a time
 * (`?page=`, kept by the pager with the tab), each leading to its page.
 */
export function OwnOrders({
  userId,
  title,
}: {
  userId: number
  /** Unused: the page is read from the address with the tab. */
  page?: number
  title: string
}) {
  const [params] = useSearchParams()
  const input = readOrderListInput(params)
  const orders = useOrders(userId, input)
  const data = orders.data
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
      <OrderTabs current={input.tab} counts={data?.counts} />
      {orders.isError && !data ? (
        <p role="alert" className="alert alert-error">
          Không tải được danh sách đơn hàng.
        </p>
      ) : null}
      {data && data.data.length === 0 ? (
        <div className="card p-6 text-center">
          <p className="text-ink-800">
            {input.tab === DEFAULT_CUSTOMER_ORDER_TAB
              ? 'Bạn chưa có đơn hàng nào.'
              : `Chưa có đơn hàng nào ở mục “${customerOrderTabs[input.tab].label}”.`}
          </p>
          <ShopLink to="/san-pham" className="btn btn-primary mt-3">
            Mua sắm ngay
          </ShopLink>
        </div>
      ) : null}
      {data && data.data.length > 0 ? (
        <>
          <OrderList orders={data.data} hrefOf={accountOrderHref} />
          <Pagination currentPage={data.meta.current_page} lastPage={data.meta.last_page} />
        </>
      ) : null}
    </div>
  )
}
