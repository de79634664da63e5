import { Breadcrumb } from '../../components/ui/breadcrumb'
import { ShopLink } from '../../components/ui/shop-link'
import { cartQueryOptions, useCart } from '../../features/cart/api/get-cart'
import { useRemoveFromCart } from '../../features/cart/api/remove-cart-item'
import { CartLineItem } from '../../features/cart/components/cart-line-item'
import { CartSummary } from '../../features/cart/components/cart-summary'
import { ReorderNoticeBanner } from '../../features/orders/components/reorder-notice'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { privatePageHeaders } from '../../lib/private-page'
import { queryClientContext } from '../../lib/query-client'
import { seoMeta } from '../../lib/seo'
import type { Route } from './+types/cart-page'

export const headers = privatePageHeaders

export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  return { dehydratedState: await prefetchQueries(queryClient, [cartQueryOptions()]) }
}

export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  await context.get(queryClientContext).prefetchQuery(cartQueryOptions())
  return null
}

// `/cart` and `/gio-hang` are the same page; search engines are pointed at `/gio-hang`.
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Giỏ hàng',
    description: 'Các sản phẩm bạn đã chọn mua.',
    path: '/gio-hang',
    noIndex: true,
  })

export default function CartPage() {
  const cart = useCart()
  const empty = useRemoveFromCart()
  const data = cart.data

  return (
    <div className="page-container py-4 sm:py-6">
      <Breadcrumb items={[{ name: 'Trang chủ', to: '/' }, { name: 'Giỏ hàng' }]} />
      <h1 className="mt-3 text-2xl font-bold text-ink-900">
        Giỏ hàng{data && data.count > 0 ? ` (${data.count})` : ''}
      </h1>
      <ReorderNoticeBanner />

      {cart.isError && !data ? (
        <p role="alert" className="alert alert-error mt-4">
          Không tải được giỏ hàng. Vui lòng tải lại trang.
        </p>
      ) : null}

      {data && data.items.length === 0 ? (
        <div className="card mt-6 p-8 text-center">
          <p className="text-lg text-ink-800">Giỏ hàng của bạn đang trống.</p>
          <ShopLink to="/san-pham" className="btn btn-primary mt-4">
            Tiếp tục mua sắm
          </ShopLink>
        </div>
      ) : null}

      {data && data.items.length > 0 ? (
        <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section aria-label="Sản phẩm trong giỏ" className="card px-4 sm:px-5">
            <ul className="divide-y divide-ink-200">
              {data.items.map((line) => (
                <CartLineItem key={line.id} line={line} />
              ))}
            </ul>
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-200 py-3">
              <ShopLink to="/san-pham" className="link text-sm">
                ← Tiếp tục mua sắm
              </ShopLink>
              <button
                type="button"
                className="text-sm font-medium text-ink-700 underline hover:text-danger-700"
                disabled={empty.isPending}
                onClick={() => {
                  if (window.confirm('Xóa tất cả sản phẩm khỏi giỏ hàng?')) empty.mutate('all')
                }}
              >
                Xóa tất cả
              </button>
            </div>
          </section>
          <CartSummary cart={data} />
        </div>
      ) : null}
    </div>
  )
}
