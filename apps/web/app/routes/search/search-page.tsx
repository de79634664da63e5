import { useSearchParams } from 'react-router'

import { Breadcrumb } from '../../components/ui/breadcrumb'
import { useSearchResults } from '../../features/search/api/get-search-results'
import { type SearchCounts, SearchTabs } from '../../features/search/components/search-tabs'
import { SearchStart } from '../../features/search/components/search-start'
import {
  readSearchUrl,
  searchHref,
  type SearchUrlState,
  searchSummaryQuery,
} from '../../features/search/search-url'
import { withoutCategoryTree } from '../../features/catalog/api/get-categories'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { seoMeta } from '../../lib/seo'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/search-page'
import { BrandResults } from './brand-results'
import { NothingFound } from './nothing-found'
import { ProductResults } from './product-results'
import { searchPageQueries } from './search-queries'
import { StoreResults } from './store-results'

export async function loader({ context, url }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const queries = await searchPageQueries(queryClient, readSearchUrl(url.searchParams))
  return { dehydratedState: await prefetchQueries(queryClient, withoutCategoryTree(queries)) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  await searchPageQueries(context.get(queryClientContext), readSearchUrl(url.searchParams))
  return null
}

// Result pages are endless variations of one another: kept out of the index, their links followed.
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const state = readSearchUrl(new URLSearchParams(location.search))
  return seoMeta(matches, {
    title: state.q ? `Tìm kiếm “${state.q}”` : 'Tìm kiếm',
    description: state.q
      ? `Kết quả tìm kiếm cho “${state.q}”: sản phẩm, cửa hàng và thương hiệu.`
      : 'Tìm sản phẩm, cửa hàng và thương hiệu, có dấu hay không dấu đều được.',
    path: state.q ? searchHref(state, { page: state.page }) : '/tim-kiem',
    noIndex: true,
  }).map((tag) =>
    'name' in tag && tag.name === 'robots' ? { name: 'robots', content: 'noindex,follow' } : tag,
  )
}

export default function SearchPage() {
  const [params] = useSearchParams()
  const state = readSearchUrl(params)
  return (
    <div className="page-container py-4 sm:py-6">
      <Breadcrumb items={[{ name: 'Trang chủ', to: '/' }, { name: 'Tìm kiếm' }]} className="mb-3" />
      {state.q ? <SearchResults state={state} /> : <EmptySearch />}
    </div>
  )
}

function EmptySearch() {
  return (
    <>
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">Tìm kiếm</h1>
      <p className="mt-2 text-ink-700">
        Nhập tên sản phẩm, thương hiệu hoặc cửa hàng bạn cần tìm. Gõ có dấu hay không dấu đều được.
      </p>
      <SearchStart />
      <NothingFound />
    </>
  )
}

function SearchResults({ state }: { state: SearchUrlState }) {
  const summary = useSearchResults(searchSummaryQuery(state.q))
  const counts: SearchCounts | null = summary.data
    ? {
        products: summary.data.products?.meta.total ?? 0,
        productsCapped: summary.data.products?.meta.total_capped ?? false,
        stores: summary.data.stores?.meta.total ?? 0,
        brands: summary.data.brands?.meta.total ?? 0,
      }
    : null
  const nothing = counts !== null && counts.products + counts.stores + counts.brands === 0

  return (
    <>
      <h1 className="text-xl font-bold text-ink-900 sm:text-2xl">
        Kết quả tìm kiếm cho “<span className="text-brand-800">{state.q}</span>”
      </h1>
      {nothing ? (
        <NothingFound q={state.q} />
      ) : (
        <>
          <div className="mt-4">
            <SearchTabs state={state} counts={counts} />
          </div>
          <div className="mt-5">
            {state.type === 'stores' ? (
              <StoreResults state={state} />
            ) : state.type === 'brands' ? (
              <BrandResults state={state} />
            ) : (
              <ProductResults state={state} summary={summary.data} />
            )}
          </div>
        </>
      )}
    </>
  )
}
