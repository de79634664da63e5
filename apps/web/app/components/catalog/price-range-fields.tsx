import type { ReactNode } from 'react'

/** "Khoảng giá (₫)": two number boxes named `price_min` and `price_max`, as the lists' URLs use. */
export function PriceRangeFields({
  id,
  min,
  max,
  legendClassName,
  hint,
}: {
  id: string
  min?: number | null | undefined
  max?: number | null | undefined
  legendClassName: string
  hint?: ReactNode
}) {
  return (
    <fieldset>
      <legend className={legendClassName}>Khoảng giá (₫)</legend>
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
          defaultValue={min ?? ''}
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
          defaultValue={max ?? ''}
          className="field-input min-w-0"
        />
      </div>
      {hint ? <p className="mt-1.5 text-xs text-ink-600">{hint}</p> : null}
    </fieldset>
  )
}
