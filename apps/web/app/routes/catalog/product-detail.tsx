import { catalogMessages } from '@phiencho/contracts'
import { useState } from 'react'
import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router'

import { Breadcrumb } from '../../components/ui/breadcrumb'
import { ShopLink } from '../../components/ui/shop-link'
import { currentUserQueryOptions, useCurrentUser } from '../../features/auth/api/get-current-user'
import { AddToCart } from '../../features/cart/components/add-to-cart'
import { productQueryOptions, useProduct } from '../../features/catalog/api/get-product'
import { formatCount } from '../../features/catalog/format'
import { brandProductsHref, categoryHref, productHref } from '../../features/catalog/links'
import { notFoundOr } from '../../features/catalog/not-found'
import { Price } from '../../features/catalog/components/price'
import { ProductGallery } from '../../features/catalog/components/product-gallery'
import { SaleCountdown } from '../../features/catalog/components/sale-countdown'
import { SellerCard } from '../../features/catalog/components/seller-card'
import { StockStatusLabel } from '../../features/catalog/components/stock-status'
import { VariantPicker } from '../../features/catalog/components/variant-picker'
import { findVariant, type OptionSelection } from '../../features/catalog/variants'
import { useWebsiteSettings } from '../../features/settings/api/get-website-settings'
import { wishlistIdsQueryOptions } from '../../features/wishlist/api/get-wishlist-ids'
import { WishlistHeart } from '../../features/wishlist/components/wishlist-heart'
import { productReviewsQueryOptions } from '../../features/reviews/api/get-product-reviews'
import { RatingLink } from '../../features/reviews/components/rating-link'
import { FIRST_REVIEW_PAGE, reviewQueryFromSearch } from '../../features/reviews/review-query'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { onlyReviewParamsChanged } from '../../lib/review-params'
import { siteMetaFrom } from '../../lib/meta'
import { queryClientContext } from '../../lib/query-client'
import { productMeta, productSeo } from '../../features/catalog/product-seo'
import type { Route } from './+types/product-detail'
import { LazyProductBelowFold, preloadProductBelowFold } from './lazy-product-below-fold'

async function loadProduct({ context, params, url }: Route.LoaderArgs | Route.ClientLoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const [product, user] = await Promise.all([
    queryClient.fetchQuery(productQueryOptions(params.slug)).catch((error: unknown) => {
      throw notFoundOr(error, { message: catalogMessages.productNotFound, path: url.pathname })
    }),
    // The heart shows the right state in the first HTML for a logged-in customer.
    queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null),
  ])
  // A slug the product had before: the API answers the product, under its current slug.
  if (product.slug !== params.slug) throw redirect(`${productHref(product.slug)}${url.search}`, 301)
  return { queryClient, product, user }
}

export async function loader(args: Route.LoaderArgs) {
  const { queryClient, product, user } = await loadProduct(args)
  // The first page of reviews is the JSON-LD's; the address may ask for another list to show.
  const firstReviews = productReviewsQueryOptions(product.slug, FIRST_REVIEW_PAGE)
  const shownReviews = productReviewsQueryOptions(
    product.slug,
    reviewQueryFromSearch(args.url.searchParams),
  )
  const dehydratedState = await prefetchQueries(queryClient, [
    productQueryOptions(args.params.slug),
    firstReviews,
    shownReviews,
    ...(user ? [wishlistIdsQueryOptions(user.id)] : []),
  ])
  const reviews = queryClient.getQueryData(firstReviews.queryKey) ?? null
  return { dehydratedState, seo: productSeo(product, reviews) }
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  preloadProductBelowFold()
  const { queryClient, product, user } = await loadProduct(args)
  // The heart may arrive just after the page shows.
  if (user) void queryClient.prefetchQuery(wishlistIdsQueryOptions(user.id))
  return { seo: productSeo(product) }
}

// Another filter, sort or page of the reviews: the section fetches it, the product stays as it is.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (onlyReviewParamsChanged(args.currentUrl, args.nextUrl)) return false
  return args.defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? productMeta(matches, loaderData.seo) : []

export default function ProductDetailPage({ params }: Route.ComponentProps) {
  const { data: product } = useProduct(params.slug)
  const user = useCurrentUser()
  const siteName = siteMetaFrom(useWebsiteSettings()).name
  const [selection, setSelection] = useState<OptionSelection>({})
  if (!product) return null

  const variant = findVariant(product.variants, selection)
  const pricing = variant ?? product
  const stockStatus = variant?.stock_status ?? product.stock_status

  return (
    <div className="page-container py-4 sm:py-6">
      <Breadcrumb
        items={[
          { name: 'Trang chủ', to: '/' },
          ...product.breadcrumb.map((category) => ({
            name: category.name,
            to: categoryHref(category.slug),
          })),
          { name: product.name },
        ]}
      />

      <article className="mt-4 grid gap-6 md:grid-cols-2 lg:gap-10">
        <ProductGallery key={product.slug} images={product.images} name={product.name} />

        <div className="min-w-0">
          <h1 className="text-xl leading-snug font-bold text-ink-900 sm:text-2xl">
            {product.name}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
            <RatingLink rating={product.rating} />
            {product.sold_count > 0 ? <span>Đã bán {formatCount(product.sold_count)}</span> : null}
            {product.brand ? (
              <span>
                Thương hiệu:{' '}
                <ShopLink to={brandProductsHref(product.brand.slug)} className="link">
                  {product.brand.name}
                </ShopLink>
              </span>
            ) : null}
          </p>

          <div className="mt-4 rounded-xl bg-ink-100 px-4 py-3">
            {product.sale_ends_at ? (
              <div className="flash-sale-head">
                <span className="flash-badge">Giảm giá sốc</span>
                <SaleCountdown endsAt={product.sale_ends_at} />
              </div>
            ) : null}
            <Price pricing={pricing} size="lg" />
            {product.sale_max_per_order ? (
              <p className="mt-1 text-sm text-ink-700">
                {`Mỗi đơn mua tối đa ${product.sale_max_per_order} sản phẩm.`}
              </p>
            ) : null}
          </div>

          {product.short_description ? (
            <p className="mt-4 text-ink-800">{product.short_description}</p>
          ) : null}

          {product.variants.length > 1 ? (
            <div id="variant-picker" className="mt-5 scroll-mt-4">
              <VariantPicker
                variants={product.variants}
                selection={selection}
                onChange={setSelection}
              />
            </div>
          ) : null}

          <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-ink-600">Tình trạng</dt>
            <dd>
              <StockStatusLabel status={stockStatus} />
            </dd>
            <dt className="text-ink-600">Mã sản phẩm</dt>
            <dd className="text-ink-900">{variant?.sku ?? product.sku}</dd>
            <dt className="text-ink-600">Danh mục</dt>
            <dd>
              <ShopLink to={categoryHref(product.category.slug)} className="link">
                {product.category.name}
              </ShopLink>
            </dd>
          </dl>

          <div className="mt-5">
            <AddToCart
              key={variant?.id ?? 'product'}
              productId={product.id}
              variantId={variant?.id ?? null}
              hasVariants={product.variants.length > 0}
              stock={variant?.stock ?? product.stock}
              maxPerOrder={product.sale_max_per_order}
              price={pricing.effective_price}
              pickerId="variant-picker"
            />
          </div>

          <div className="mt-4 flex flex-wrap items-center gap-3">
            <WishlistHeart productId={product.id} userId={user?.id ?? null} />
          </div>

          <div className="mt-5">
            <SellerCard store={product.store} siteName={siteName} />
          </div>
        </div>
      </article>

      <LazyProductBelowFold product={product} userId={user?.id ?? null} />
    </div>
  )
}
