import { Pagination } from '../../../components/ui/pagination'
import { ShopLink } from '../../../components/ui/shop-link'
import { useOrders } from '../api/get-orders'
import { accountOrderHref } from '../links'
import { OrderList } from './order-list'

/** A customer's orders, newest first, a page at a time (`?page=`), each leading to its page. */
export function OwnOrders({
  userId,
  page,
  title,
}: {
  userId: number
  page: number
  title: string
}) {
  const orders = useOrders(userId, { page })
  const data = orders.data
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
      {orders.isError && !data ? (
        <p role="alert" className="alert alert-error">
          Không tải được danh sách đơn hàng.
        </p>
      ) : null}
      {data && data.data.length === 0 ? (
        <div className="card p-6 text-center">
          <p className="text-ink-800">Bạn chưa có đơn hàng nào.</p>
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
