import type { CategoryNode } from '@phiencho/contracts'
import type { FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'

import { ProductFilterFields } from '../../../components/catalog/product-filter-fields'
import type { FilterOption } from '../api/get-filter-options'
import { DEFAULT_SORT, formSearch, type ProductFilters } from '../product-filters'

interface ProductFilterFormProps {
  /** The page the form submits to: `/san-pham` or the category's address. */
  action: string
  filters: ProductFilters
  /** Offered on the product list; absent on a category page, whose category is in its path. */
  categories?: CategoryNode[]
  brands: FilterOption[]
  stores: FilterOption[]
  /** Where "Xóa bộ lọc" goes: the page with only the sort kept. */
  clearHref: string
}

/**
 * A plain GET form: without JavaScript the browser submits it and the server renders the result.
 * With JavaScript it navigates in place, with empty fields left out of the address.
 */
export function ProductFilterForm({
  action,
  filters,
  categories,
  brands,
  stores,
  clearHref,
}: ProductFilterFormProps) {
  const navigate = useNavigate()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void navigate(`${action}${formSearch(new FormData(event.currentTarget))}`)
  }

  return (
    <form
      method="get"
      action={action}
      onSubmit={onSubmit}
      aria-label="Lọc sản phẩm"
      className="space-y-5"
    >
      {filters.sort !== DEFAULT_SORT ? (
        <input type="hidden" name="sort" value={filters.sort} />
      ) : null}

      <ProductFilterFields
        values={filters}
        categories={categories}
        brands={brands}
        stores={stores}
      />

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary flex-1">
          Áp dụng
        </button>
        <Link to={clearHref} className="btn btn-secondary flex-1">
          Xóa bộ lọc
        </Link>
      </div>
    </form>
  )
}
