import type { CategoryNode } from '@phiencho/contracts'
import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'

import {
  type FilterChoice,
  ProductFilterFields,
} from '../../../components/catalog/product-filter-fields'
import { ShopLink } from '../../../components/ui/shop-link'
import { NO_FILTERS, readSearchUrl, searchHref, type SearchUrlState } from '../search-url'

interface ProductFiltersProps {
  state: SearchUrlState
  categories: CategoryNode[]
  brands: FilterChoice[]
  stores: FilterChoice[]
}

/**
 * The product list's filters (the same fields) as a GET form to /tim-kiem, carrying the search
 * text and sort along: without JavaScript the browser submits
 * it and the page reads the address; with it, the page navigates in place to a clean address.
 */
export function ProductFilters({ state, categories, brands, stores }: ProductFiltersProps) {
  const navigate = useNavigate()
  const { filters } = state

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const params = new URLSearchParams()
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') params.append(key, value)
    }
    void navigate(searchHref(readSearchUrl(params)))
  }

  return (
    <form
      method="get"
      action="/tim-kiem"
      onSubmit={onSubmit}
      aria-label="Lọc sản phẩm"
      className="space-y-5"
    >
      <input type="hidden" name="q" value={state.q} />
      {state.sort !== 'relevance' ? <input type="hidden" name="sort" value={state.sort} /> : null}

      <ProductFilterFields
        values={{
          category: filters.category,
          brands: filters.brand,
          store: filters.store,
          priceMin: filters.price_min,
          priceMax: filters.price_max,
          onSale: filters.on_sale,
          inStock: filters.in_stock,
        }}
        categories={categories}
        brands={brands}
        stores={stores}
      />

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary flex-1 px-3 whitespace-nowrap">
          Áp dụng
        </button>
        <ShopLink
          to={searchHref(state, { filters: NO_FILTERS })}
          className="btn btn-secondary flex-1 px-3 whitespace-nowrap"
        >
          Xóa bộ lọc
        </ShopLink>
      </div>
    </form>
  )
}
