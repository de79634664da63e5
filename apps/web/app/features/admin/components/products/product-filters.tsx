import {
  type AdminCategory,
  adminProductSortLabels,
  adminProductSorts,
  adminProductStatuses,
  adminProductStatusLabels,
  adminProductStockStateLabels,
  adminProductStockStates,
  PRODUCT_STORE_SHOP,
} from '@phiencho/contracts'
import { Form, useLocation } from 'react-router'

import { SearchIcon } from '../../../../components/ui/icons'
import { FilterSelect } from '../list-filters'
import type { ProductListView } from '../../products/product-list-query'

interface ProductFiltersProps {
  view: ProductListView
  categories: readonly AdminCategory[]
  brands: ReadonlyArray<{ id: number; name: string }>
  stores: ReadonlyArray<{ id: number; name: string }>
}

/** Search, filters and sort of the product list: a GET form, so the view is a link. */
export function ProductFilters({ view, categories, brands, stores }: ProductFiltersProps) {
  const { pathname } = useLocation()
  const { filters } = view
  return (
    <Form method="get" action={pathname} role="search" className="card space-y-3 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="list-q" className="mb-1 block text-sm font-medium text-ink-800">
            Tìm theo tên hoặc SKU (gõ không dấu cũng được)
          </label>
          <input
            id="list-q"
            name="q"
            type="search"
            defaultValue={view.q}
            key={view.q}
            className="field-input"
            maxLength={100}
          />
        </div>
        <FilterSelect
          name="sort"
          label="Sắp xếp"
          value={view.sort}
          options={adminProductSorts.map((sort) => ({
            value: sort,
            label: adminProductSortLabels[sort],
          }))}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <FilterSelect
          name="category_id"
          label="Danh mục"
          value={filters.category_id}
          options={[
            { value: '', label: 'Tất cả' },
            ...categories.map((category) => ({
              value: String(category.id),
              label: `${'— '.repeat(category.depth)}${category.name}`,
            })),
          ]}
        />
        <FilterSelect
          name="brand_id"
          label="Thương hiệu"
          value={filters.brand_id}
          options={[
            { value: '', label: 'Tất cả' },
            ...brands.map((brand) => ({ value: String(brand.id), label: brand.name })),
          ]}
        />
        <FilterSelect
          name="store"
          label="Cửa hàng"
          value={filters.store}
          options={[
            { value: '', label: 'Tất cả' },
            { value: PRODUCT_STORE_SHOP, label: 'Phiên Chợ tự bán' },
            ...stores.map((store) => ({ value: String(store.id), label: store.name })),
          ]}
        />
        <FilterSelect
          name="status"
          label="Trạng thái"
          value={filters.status}
          options={[
            { value: '', label: 'Tất cả (trừ lưu trữ)' },
            ...adminProductStatuses.map((status) => ({
              value: status,
              label: adminProductStatusLabels[status],
            })),
          ]}
        />
        <FilterSelect
          name="stock"
          label="Tồn kho"
          value={filters.stock}
          options={[
            { value: '', label: 'Tất cả' },
            ...adminProductStockStates.map((state) => ({
              value: state,
              label: adminProductStockStateLabels[state],
            })),
          ]}
        />
        <FilterSelect
          name="on_sale"
          label="Khuyến mãi"
          value={filters.on_sale}
          options={[
            { value: '', label: 'Tất cả' },
            { value: 'true', label: 'Đang giảm giá' },
            { value: 'false', label: 'Không giảm giá' },
          ]}
        />
        <div>
          <label htmlFor="filter-price_min" className="mb-1 block text-sm font-medium text-ink-800">
            Giá từ (₫)
          </label>
          <input
            id="filter-price_min"
            name="price_min"
            inputMode="numeric"
            defaultValue={filters.price_min}
            key={`min-${filters.price_min}`}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor="filter-price_max" className="mb-1 block text-sm font-medium text-ink-800">
            Đến (₫)
          </label>
          <input
            id="filter-price_max"
            name="price_max"
            inputMode="numeric"
            defaultValue={filters.price_max}
            key={`max-${filters.price_max}`}
            className="field-input"
          />
        </div>
      </div>
      <button type="submit" className="btn btn-secondary">
        <SearchIcon className="size-5" aria-hidden="true" />
        Lọc
      </button>
    </Form>
  )
}
