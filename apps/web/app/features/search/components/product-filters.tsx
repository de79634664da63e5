import type { CategoryNode } from '@phiencho/contracts'
import { type FormEvent, useId } from 'react'
import { useNavigate } from 'react-router'

import { ShopLink } from '../../../components/ui/shop-link'
import { NO_FILTERS, readSearchUrl, searchHref, type SearchUrlState } from '../search-url'

const HEADING = 'block text-sm font-semibold text-ink-900'
const OPTION =
  'flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-1 text-sm text-ink-800 hover:bg-ink-100'

export interface FilterChoice {
  name: string
  slug: string
}

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
  const id = useId()
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

      <div>
        <label htmlFor={`${id}-category`} className={HEADING}>
          Danh mục
        </label>
        <select
          id={`${id}-category`}
          name="category"
          defaultValue={filters.category ?? ''}
          className="field-input mt-2 read-only:bg-white"
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
                    defaultChecked={filters.brand.includes(brand.slug)}
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
            className="field-input mt-2 read-only:bg-white"
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
            defaultValue={filters.price_min ?? ''}
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
            defaultValue={filters.price_max ?? ''}
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
              defaultChecked={filters.on_sale}
              className="size-4 accent-brand-700"
            />
            Đang giảm giá
          </label>
          <label className={OPTION}>
            <input
              type="checkbox"
              name="in_stock"
              value="true"
              defaultChecked={filters.in_stock}
              className="size-4 accent-brand-700"
            />
            Còn hàng
          </label>
        </div>
      </fieldset>

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
