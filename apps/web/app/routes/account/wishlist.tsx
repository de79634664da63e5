import { useNavigate, useSearchParams } from 'react-router'

import { ShopLink } from '../../components/ui/shop-link'
import { currentUserQueryOptions, useCurrentUser } from '../../features/auth/api/get-current-user'
import { needsVariantChoice, useAddToCart } from '../../features/cart/api/add-to-cart'
import { Pagination } from '../../components/ui/pagination'
import { ProductGrid } from '../../features/catalog/components/product-grid'
import { useWishlist, wishlistQueryOptions } from '../../features/wishlist/api/get-wishlist'
import { useToggleWishlist } from '../../features/wishlist/api/toggle-wishlist'
import { RemoveFromWishlist } from '../../features/wishlist/components/remove-from-wishlist'
import { UnavailableItems } from '../../features/wishlist/components/unavailable-items'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { errorSentence } from '../../lib/api-error'
import { pageMeta } from '../../lib/meta'
import { readPageNumber } from '../../lib/page-number'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/wishlist'

async function wishlistQuery({ context, url }: Route.LoaderArgs | Route.ClientLoaderArgs) {
  const queryClient = context.get(queryClientContext)
  // The account layout sends an anonymous visitor to the login page; nothing to load then.
  const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null)
  return {
    queryClient,
    query: user ? wishlistQueryOptions(user.id, readPageNumber(url.searchParams)) : null,
  }
}

export async function loader(args: Route.LoaderArgs) {
  const { queryClient, query } = await wishlistQuery(args)
  return { dehydratedState: query ? await prefetchQueries(queryClient, [query]) : null }
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const { queryClient, query } = await wishlistQuery(args)
  if (query) await queryClient.prefetchQuery(query)
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Sản phẩm yêu thích', noIndex: true })

export default function WishlistPage() {
  const user = useCurrentUser()
  if (!user) return null
  return <Wishlist userId={user.id} />
}

function Wishlist({ userId }: { userId: number }) {
  const [params] = useSearchParams()
  const page = readPageNumber(params)
  const wishlist = useWishlist(userId, page)
  const items = wishlist.data?.data ?? []
  const products = items.flatMap((item) => (item.product ? [item.product] : []))
  const unavailable = items.filter((item) => item.product === null)

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-ink-900">Sản phẩm yêu thích</h1>
        {wishlist.data && wishlist.data.meta.total > 0 ? (
          <p className="text-sm text-ink-600">{wishlist.data.meta.total} sản phẩm</p>
        ) : null}
      </header>

      {wishlist.isError && !wishlist.data ? (
        <p role="alert" className="alert alert-error">
          Không tải được danh sách yêu thích. Vui lòng tải lại trang.
        </p>
      ) : wishlist.data && items.length === 0 ? (
        <div className="card px-6 py-12 text-center">
          <p className="text-lg font-semibold text-ink-900">Danh sách yêu thích đang trống</p>
          <p className="mt-2 text-ink-600">
            Bấm “Yêu thích” trên trang sản phẩm để lưu lại những món bạn muốn mua sau.
          </p>
          <ShopLink to="/san-pham" className="btn btn-primary mt-5">
            Khám phá sản phẩm
          </ShopLink>
        </div>
      ) : (
        <>
          {products.length ? (
            <ProductGrid
              products={products}
              layout="sidebar"
              headingLevel={2}
              priorityCount={2}
              renderAction={(product) => (
                <div className="flex flex-col gap-1">
                  {product.stock_status === 'out_of_stock' ? null : (
                    <MoveToCart
                      userId={userId}
                      productId={product.id}
                      slug={product.slug}
                      name={product.name}
                    />
                  )}
                  <RemoveFromWishlist userId={userId} productId={product.id} name={product.name} />
                </div>
              )}
            />
          ) : null}
          <UnavailableItems userId={userId} items={unavailable} />
          {wishlist.data ? (
            <Pagination
              currentPage={wishlist.data.meta.current_page}
              lastPage={wishlist.data.meta.last_page}
            />
          ) : null}
        </>
      )}
    </div>
  )
}

/** "Chuyển vào giỏ": one unit into the cart, then off the list (a product with sizes or colours
 * needs a choice first, on its page). */
function MoveToCart({
  userId,
  productId,
  slug,
  name,
}: {
  userId: number
  productId: number
  slug: string
  name: string
}) {
  const add = useAddToCart()
  const unlist = useToggleWishlist(userId)
  const navigate = useNavigate()
  const pending = add.isPending || unlist.isPending
  return (
    <>
      <button
        type="button"
        disabled={pending}
        aria-label={`Chuyển vào giỏ: ${name}`}
        onClick={() =>
          add.mutate(
            { product_id: productId, quantity: 1 },
            {
              onSuccess: () => unlist.mutate({ productId, add: false }),
              onError: (error) => {
                if (needsVariantChoice(error)) void navigate(`/san-pham/${slug}`)
              },
            },
          )
        }
        className="flex min-h-10 w-full items-center justify-center gap-1.5 rounded-lg bg-brand-700 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {pending ? <span className="spinner" aria-hidden="true" /> : null}
        Chuyển vào giỏ
      </button>
      {add.isError && !needsVariantChoice(add.error) ? (
        <p role="alert" className="px-1 pt-1 text-xs text-danger-700">
          {errorSentence(add.error)}
        </p>
      ) : null}
    </>
  )
}
