import {
  PRODUCT_OPTION_TYPES_MAX,
  PRODUCT_OPTION_VALUES_MAX,
  type ProductOptionType,
} from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'

import {
  matrixRows,
  type PictureItem,
  type ProductFormState,
  renameOptionType,
  renameOptionValue,
  type VariantRow,
} from '../../products/product-form-state'

type Options = Pick<ProductFormState, 'option_types' | 'variants'>

interface ProductOptionsProps {
  state: Options & { sku: string; price: string; planned_sale_price: string }
  pictures: readonly PictureItem[]
  canPrice: boolean
  errors: Record<string, string[]>
  onChange: (next: Options) => void
}

/**
 * Option types (Màu, Kích cỡ…) with their values, and the variant matrix made of them: a row per
 * combination, with SKU, price, sale price, barcode and picture. Stock is shown, never typed: it
 * changes by stock adjustments. Adding or removing a value keeps the other variants and their
 * stock; renaming a value keeps its variants.
 */
export function ProductOptions({
  state,
  pictures,
  canPrice,
  errors,
  onChange,
}: ProductOptionsProps) {
  const defaults = { sku: state.sku, price: state.price, sale: state.planned_sale_price }
  const withTypes = (types: ProductOptionType[], variants = state.variants) =>
    onChange({ option_types: types, variants: matrixRows(types, variants, defaults) })
  const rename = (next: Options) =>
    onChange({ ...next, variants: matrixRows(next.option_types, next.variants, defaults) })
  const setRow = (index: number, change: Partial<VariantRow>) =>
    onChange({
      ...state,
      variants: state.variants.map((row, i) => (i === index ? { ...row, ...change } : row)),
    })
  const rowError = (index: number, field: string) => errors[`variants.${index}.${field}`]?.[0]
  const uploaded = pictures.filter((picture) => picture.state === 'uploaded')

  return (
    <div className="space-y-4">
      {state.option_types.map((type, typeIndex) => (
        <fieldset key={typeIndex} className="rounded-lg border border-ink-200 p-3">
          <legend className="px-1 text-sm font-medium text-ink-800">
            Loại phân loại {typeIndex + 1}
          </legend>
          <div className="flex flex-wrap items-end gap-2">
            <label className="block flex-1 text-sm font-medium text-ink-800">
              Tên (ví dụ Màu sắc)
              <input
                className="field-input mt-1"
                value={type.name}
                maxLength={50}
                aria-invalid={errors[`option_types.${typeIndex}.name`] ? true : undefined}
                onChange={(event) => rename(renameOptionType(state, typeIndex, event.target.value))}
              />
            </label>
            <button
              type="button"
              className="btn btn-secondary text-danger-700"
              onClick={() => withTypes(state.option_types.filter((_, i) => i !== typeIndex))}
            >
              Bỏ loại này
            </button>
          </div>
          {errors[`option_types.${typeIndex}.name`] ? (
            <p className="mt-1 text-sm text-danger-700">
              {errors[`option_types.${typeIndex}.name`]![0]}
            </p>
          ) : null}
          <p className="mt-3 text-sm font-medium text-ink-800">Giá trị</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {type.values.map((value, valueIndex) => (
              <li key={valueIndex} className="flex items-center gap-1">
                <input
                  className="field-input w-32"
                  value={value}
                  maxLength={50}
                  aria-label={`${type.name || 'Phân loại'}: giá trị ${valueIndex + 1}`}
                  onChange={(event) =>
                    rename(renameOptionValue(state, typeIndex, valueIndex, event.target.value))
                  }
                />
                <button
                  type="button"
                  className="btn btn-secondary px-2"
                  aria-label={`Bỏ giá trị ${value || valueIndex + 1}`}
                  onClick={() =>
                    withTypes(
                      state.option_types.map((t, i) =>
                        i === typeIndex
                          ? { ...t, values: t.values.filter((_, j) => j !== valueIndex) }
                          : t,
                      ),
                    )
                  }
                >
                  ×
                </button>
              </li>
            ))}
            {type.values.length < PRODUCT_OPTION_VALUES_MAX ? (
              <li>
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() =>
                    onChange({
                      ...state,
                      option_types: state.option_types.map((t, i) =>
                        i === typeIndex ? { ...t, values: [...t.values, ''] } : t,
                      ),
                    })
                  }
                >
                  + Thêm giá trị
                </button>
              </li>
            ) : null}
          </ul>
          {errors[`option_types.${typeIndex}.values`] ? (
            <p className="mt-1 text-sm text-danger-700">
              {errors[`option_types.${typeIndex}.values`]![0]}
            </p>
          ) : null}
        </fieldset>
      ))}
      {state.option_types.length < PRODUCT_OPTION_TYPES_MAX ? (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() =>
            onChange({
              ...state,
              option_types: [...state.option_types, { name: '', values: [''] }],
            })
          }
        >
          + Thêm loại phân loại
        </button>
      ) : null}
      {errors.variants ? <p className="text-sm text-danger-700">{errors.variants[0]}</p> : null}

      {state.variants.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Các phân loại hàng</caption>
            <thead className="border-b border-ink-200 text-ink-600">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Phân loại
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  SKU
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Giá (₫)
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Giá KM (₫)
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Mã vạch
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Ảnh
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Tồn kho
                </th>
              </tr>
            </thead>
            <tbody>
              {state.variants.map((row, index) => {
                const name = Object.values(row.options).join(' / ')
                const cell = (
                  field: 'sku' | 'price' | 'planned_sale_price' | 'barcode',
                  label: string,
                  width: string,
                  disabled = false,
                ) => {
                  const error = rowError(index, field)
                  return (
                    <td className="py-2 pr-2 align-top">
                      <input
                        className={`field-input ${width}`}
                        value={row[field]}
                        inputMode={
                          field === 'price' || field === 'planned_sale_price'
                            ? 'numeric'
                            : undefined
                        }
                        aria-label={`${label} của ${name}`}
                        aria-invalid={error ? true : undefined}
                        disabled={disabled}
                        onChange={(event) => setRow(index, { [field]: event.target.value })}
                      />
                      {error ? <p className="mt-1 text-xs text-danger-700">{error}</p> : null}
                    </td>
                  )
                }
                return (
                  <tr key={JSON.stringify(row.options)} className="border-b border-ink-100">
                    <th scope="row" className="py-2 pr-2 align-top font-medium text-ink-900">
                      {name}
                      {row.id ? null : (
                        <span className="ml-1 text-xs font-normal text-brand-700">(mới)</span>
                      )}
                      {rowError(index, 'options') ? (
                        <p className="text-xs text-danger-700">{rowError(index, 'options')}</p>
                      ) : null}
                    </th>
                    {cell('sku', 'SKU', 'w-36')}
                    {cell('price', 'Giá', 'w-28', !canPrice)}
                    {cell('planned_sale_price', 'Giá khuyến mãi', 'w-28', !canPrice)}
                    {cell('barcode', 'Mã vạch', 'w-32')}
                    <td className="py-2 pr-2 align-top">
                      <select
                        className="field-input w-28"
                        value={row.image}
                        aria-label={`Ảnh của ${name}`}
                        onChange={(event) => setRow(index, { image: event.target.value })}
                      >
                        <option value="">Không</option>
                        {uploaded.map((picture, i) => (
                          <option
                            key={picture.key}
                            value={picture.id ? `id:${picture.id}` : `path:${picture.path}`}
                          >
                            Ảnh {i + 1}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td
                      className="py-2 text-right align-top tabular-nums"
                      title={row.id ? undefined : 'Phân loại mới bắt đầu với tồn kho 0'}
                    >
                      {row.stock.toLocaleString('vi-VN')}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
          {canPrice ? (
            <button
              type="button"
              className="btn btn-secondary mt-2"
              onClick={() =>
                onChange({
                  ...state,
                  variants: state.variants.map((row) => ({
                    ...row,
                    price: state.price,
                    planned_sale_price: state.planned_sale_price,
                  })),
                })
              }
            >
              Áp dụng giá và giá khuyến mãi của sản phẩm cho mọi phân loại
            </button>
          ) : null}
          <p className="mt-2 text-xs text-ink-600">
            Tồn kho thay đổi qua phiếu điều chỉnh kho (nhập hàng, kiểm kê…), không sửa trực tiếp ở
            đây. Giá mặc định của phân loại mới:{' '}
            {state.price ? formatVnd(Number(state.price.replace(/\D/g, '')) || 0) : 'giá sản phẩm'}.
          </p>
        </div>
      ) : null}
    </div>
  )
}
