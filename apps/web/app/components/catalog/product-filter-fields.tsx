import { PriceRangeFields } from './price-range-fields'
import type { CategoryNode } from '@phiencho/contracts'
import { useId } from 'react'

const HEADING = 'block text-sm font-semibold text-ink-900'
const OPTION =
  'flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-1 text-sm text-ink-800 hover:bg-ink-100'

export interface FilterChoice {
  name: string
  slug: string
  /** How many products have it, where the page knows (search results). */
  count?: number | undefined
}

const countSuffix = (choice: FilterChoice) =>
  choice.count === undefined ? '' : ` (${choice.count.toLocaleString('vi-VN')})`

/** Beside an option's name; read out as "Sunhouse 10 sản phẩm" (the space keeps them apart). */
function OptionCount({ count }: { count: number }) {
  return (
    <>
      {' '}
      <span className="text-xs text-ink-600 tabular-nums">
        {count.toLocaleString('vi-VN')}
        <span className="sr-only"> sản phẩm</span>
      </span>
    </>
  )
}

/** What the fields show as chosen, whatever address the page reads them from. */
export interface FilterFieldValues {
  category?: string | null | undefined
  brands: string[]
  store?: string | null | undefined
  priceMin?: number | null | undefined
  priceMax?: number | null | undefined
  onSale: boolean
  inStock: boolean
}

interface ProductFilterFieldsProps {
  values: FilterFieldValues
  /** Offered where the category is not already in the page's path. */
  categories?: CategoryNode[] | undefined
  brands: FilterChoice[]
  stores: FilterChoice[]
}

/**
 * The fields of the product filters (category, brands, store, price range, sale and stock), named
 * as the API's query reads them; the product list, category pages and search wrap them in their
 * own GET form.
 */
export function ProductFilterFields({
  values,
  categories,
  brands,
  stores,
}: ProductFilterFieldsProps) {
  const id = useId()
  return (
    <>
      {categories ? (
        <div>
          <label htmlFor={`${id}-category`} className={HEADING}>
            Danh mục
          </label>
          <select
            id={`${id}-category`}
            name="category"
            defaultValue={values.category ?? ''}
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
                    defaultChecked={values.brands.includes(brand.slug)}
                    className="size-4 accent-brand-700"
                  />
                  <span className="min-w-0 flex-1">{brand.name}</span>
                  {brand.count === undefined ? null : <OptionCount count={brand.count} />}
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
            defaultValue={values.store ?? ''}
            className="field-input mt-2"
          >
            <option value="">Tất cả cửa hàng</option>
            {stores.map((store) => (
              <option key={store.slug} value={store.slug}>
                {store.name + countSuffix(store)}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <PriceRangeFields
        id={id}
        min={values.priceMin}
        max={values.priceMax}
        legendClassName={HEADING}
      />

      <fieldset>
        <legend className={HEADING}>Tình trạng</legend>
        <div className="mt-2 space-y-0.5">
          <label className={OPTION}>
            <input
              type="checkbox"
              name="on_sale"
              value="true"
              defaultChecked={values.onSale}
              className="size-4 accent-brand-700"
            />
            Đang giảm giá
          </label>
          <label className={OPTION}>
            <input
              type="checkbox"
              name="in_stock"
              value="true"
              defaultChecked={values.inStock}
              className="size-4 accent-brand-700"
            />
            Còn hàng
          </label>
        </div>
      </fieldset>
    </>
  )
}
