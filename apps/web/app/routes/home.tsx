import type { QueryKey } from '@tanstack/react-query'

import { CategoryTiles } from '../components/home/category-tiles'
import { HomeBanner } from '../components/home/home-banner'
import { HomeSection } from '../components/home/home-section'
import { LatestClassifieds } from '../components/home/latest-classifieds'
import { NewsHeadlines } from '../components/home/news-headlines'
import { useCurrentUser } from '../features/auth/api/get-current-user'
import { famousBrandsQueryOptions, useFamousBrands } from '../features/brands/api/get-brands'
import { BrandCard } from '../features/brands/components/brand-card'
import {
  categoriesQueryOptions,
  useCategories,
  withoutCategoryTree,
} from '../features/catalog/api/get-categories'
import { LazyRecentlyViewed } from '../features/catalog/recently-viewed/lazy-recently-viewed'
import { productsQueryOptions, useProducts } from '../features/catalog/api/get-products'
import { ProductGrid } from '../features/catalog/components/product-grid'
import {
  latestClassifiedsQueryOptions,
  useLatestClassifieds,
} from '../features/classifieds/api/get-latest-classifieds'
import {
  latestArticlesQueryOptions,
  useLatestArticles,
} from '../features/news/api/get-latest-articles'
import { useWebsiteSettings } from '../features/settings/api/get-website-settings'
import { storesQueryOptions, useStores } from '../features/stores/api/get-stores'
import { StoreGrid } from '../features/stores/components/store-grid'
import { prefetchQueries } from '../lib/dehydrate-queries'
import { siteMetaFrom } from '../lib/meta'
import { queryClientContext } from '../lib/query-client'
import { homeMeta } from '../lib/seo'
import type { Route } from './+types/home'

const ON_SALE = { on_sale: true, sort: 'best_selling', per_page: 10 } as const
const NEWEST = { sort: 'newest', per_page: 10 } as const
const FEATURED_STORES = { page: 1, partner: true, perPage: 6 }
const HEADLINES = 5
// Ten cards make two rows on wide screens; a phone shows six (three rows) before the next section.
const PHONE_SIX = 'max-sm:[&>li:nth-child(n+7)]:hidden'

// Typed by their keys only (as prefetchQueries takes them): the options are of seven shapes.
function homeQueries(): { queryKey: QueryKey }[] {
  return [
    categoriesQueryOptions(),
    productsQueryOptions(ON_SALE),
    productsQueryOptions(NEWEST),
    storesQueryOptions(FEATURED_STORES),
    famousBrandsQueryOptions(),
    latestArticlesQueryOptions(HEADLINES),
    latestClassifiedsQueryOptions(HEADLINES),
  ]
}

export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  // A section whose call fails is left out of the page; the others still show.
  return { dehydratedState: await prefetchQueries(queryClient, withoutCategoryTree(homeQueries())) }
}

export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  const queryClient = context.get(queryClientContext)
  await Promise.all(homeQueries().map((query) => queryClient.prefetchQuery(query)))
  return null
}

export const meta: Route.MetaFunction = ({ matches }) => homeMeta(matches)

export default function Home() {
  const site = siteMetaFrom(useWebsiteSettings())
  const user = useCurrentUser()
  const categories = useCategories().data?.data ?? []
  const onSale = useProducts(ON_SALE).data?.data ?? []
  const newest = useProducts(NEWEST).data?.data ?? []
  const stores = useStores(FEATURED_STORES).data?.data ?? []
  const brands = useFamousBrands().data?.data.slice(0, 6) ?? []
  const articles = useLatestArticles(HEADLINES).data?.data
  const ads = useLatestClassifieds(HEADLINES).data?.data

  return (
    <div className="pb-12">
      <HomeBanner
        siteName={site.name}
        description={site.description}
        userName={user?.name ?? null}
      />

      {categories.length ? (
        <HomeSection id="sections-title" title="Khám phá danh mục" moreHref="/san-pham">
          <CategoryTiles categories={categories} />
        </HomeSection>
      ) : null}

      {onSale.length ? (
        <HomeSection id="home-on-sale" title="Giá sốc hôm nay" moreHref="/san-pham?on_sale=true">
          <ProductGrid products={onSale} priorityCount={2} className={PHONE_SIX} />
        </HomeSection>
      ) : null}

      {newest.length ? (
        <HomeSection id="home-newest" title="Sản phẩm mới" moreHref="/san-pham">
          <ProductGrid products={newest} className={PHONE_SIX} />
        </HomeSection>
      ) : null}

      {stores.length ? (
        <HomeSection id="home-stores" title="Cửa hàng nổi bật" moreHref="/doi-tac-ban-hang">
          <StoreGrid stores={stores} headingLevel={3} />
        </HomeSection>
      ) : null}

      {brands.length ? (
        <HomeSection
          id="home-brands"
          title="Thương hiệu nổi tiếng"
          moreHref="/thuong-hieu-noi-tieng"
        >
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {brands.map((brand) => (
              <li key={brand.id}>
                <BrandCard brand={brand} headingLevel={3} withDescription={false} />
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}

      <div className="page-container mt-8 grid gap-8 sm:mt-10 lg:grid-cols-2 lg:gap-6">
        {articles ? (
          <HomeSection
            id="home-news"
            title="Tin tức mới"
            moreHref="/tin-tuc"
            className="px-0! sm:px-0!"
          >
            <NewsHeadlines articles={articles} />
          </HomeSection>
        ) : null}
        {ads ? (
          <HomeSection
            id="home-classifieds"
            title="Tin rao vặt mới"
            moreHref="/muc-rao-vat"
            className="px-0! sm:px-0!"
          >
            <LatestClassifieds ads={ads} />
          </HomeSection>
        ) : null}
      </div>

      {/* Last: it appears once the page has read the browser's list, and moves nothing above it. */}
      <LazyRecentlyViewed className="page-container mt-8 sm:mt-10" />
    </div>
  )
}
