import type { CategoryNode } from '@phiencho/contracts'
import { type FormEvent, useId } from 'react'
import { Link, useNavigate } from 'react-router'

import type { FilterOption } from '../api/get-filter-options'
import { DEFAULT_SORT, formSearch, type ProductFilters } from '../product-filters'

const HEADING = 'block text-sm font-semibold text-ink-900'
const OPTION =
  'flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-1 text-sm text-ink-800 hover:bg-ink-100'

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
  const id = useId()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    navigate(`${action}${formSearch(new FormData(event.currentTarget))}`)
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

      {categories ? (
        <div>
          <label htmlFor={`${id}-category`} className={HEADING}>
            Danh mục
          </label>
          <select
            id={`${id}-category`}
            name="category"
            defaultValue={filters.category ?? ''}
            className="field-input mt-2"
          >
            <option value="">Tất cả danh mục</option>
            {categories.map((top) => [
              <option key={top.slug} value={top.slug}>
                {top.name}
              </option>,
              ...top.children.map((child) => (
                <option key={child.slug} value={child.slug}>
                  {`\u00a0\u00a0\u00a0${child.name}`}
                </option>
              )),
            ])}
          </select>
        </div>
      ) : null}

      {brands.length ? (
        <fieldset>
          <legend className={HEADING}>Thương hiệu</legend>
          <ul className="mt-2 max-h-80 space-y-0.5 overflow-y-auto pr-1">
            {brands.map((brand) => (
              <li key={brand.slug}>
                <label className={OPTION}>
                  <input
                    type="checkbox"
                    name="brand"
                    value={brand.slug}
                    defaultChecked={filters.brands.includes(brand.slug)}
                    className="size-4 accent-brand-700"
                  />
                  {brand.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      {stores.length ? (
        <div>
          <label htmlFor={`${id}-store`} className={HEADING}>
            Cửa hàng
          </label>
          <select
            id={`${id}-store`}
            name="store"
            defaultValue={filters.store ?? ''}
            className="field-input mt-2"
          >
            <option value="">Tất cả cửa hàng</option>
            {stores.map((store) => (
              <option key={store.slug} value={store.slug}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <fieldset>
        <legend className={HEADING}>Khoảng giá (₫)</legend>
        <div className="mt-2 flex items-center gap-2">
          <label htmlFor={`${id}-min`} className="sr-only">
            Giá từ
          </label>
          <input
            id={`${id}-min`}
            name="price_min"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Từ"
            defaultValue={filters.priceMin ?? ''}
            className="field-input min-w-0"
          />
          <span aria-hidden="true" className="text-ink-500">
            –
          </span>
          <label htmlFor={`${id}-max`} className="sr-only">
            Giá đến
          </label>
          <input
            id={`${id}-max`}
            name="price_max"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Đến"
            defaultValue={filters.priceMax ?? ''}
            className="field-input min-w-0"
          />
        </div>
      </fieldset>

      <fieldset>
        <legend className={HEADING}>Tình trạng</legend>
        <div className="mt-2 space-y-0.5">
          <label className={OPTION}>
            <input
              type="checkbox"
              name="on_sale"
              value="true"
              defaultChecked={filters.onSale}
              className="size-4 accent-brand-700"
            />
            Đang giảm giá
          </label>
          <label className={OPTION}>
            <input
              type="checkbox"
              name="in_stock"
              value="true"
              defaultChecked={filters.inStock}
              className="size-4 accent-brand-700"
            />
            Còn hàng
          </label>
        </div>
      </fieldset>

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
