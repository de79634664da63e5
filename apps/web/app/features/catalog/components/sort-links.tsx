import { SortChips } from '../../../components/catalog/sort-chips'
import { LIST_SORTS, type ProductFilters, productFiltersSearch } from '../product-filters'

/** The product list's orders; page 1 of each. */
export function SortLinks({ path, filters }: { path: string; filters: ProductFilters }) {
  return (
    <SortChips
      sorts={LIST_SORTS}
      current={filters.sort}
      hrefFor={(sort) => `${path}${productFiltersSearch({ ...filters, sort, page: 1 })}`}
    />
  )
}
