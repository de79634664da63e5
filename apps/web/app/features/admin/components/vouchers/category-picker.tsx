import type { VoucherCategoryOption } from '@phiencho/contracts'
import { normaliseSearchText } from '@phiencho/vn'
import { useId, useState } from 'react'

interface CategoryPickerProps {
  options: readonly VoucherCategoryOption[] | undefined
  /** The categories chosen when the form opened. */
  initial: readonly number[]
  error?: string | undefined
  /** Failed to load the categories. */
  failed: boolean
}

/**
 * The categories a voucher applies to, as checkboxes named `category_ids` indented under their
 * parents. The filter only hides rows: a hidden ticked box is still sent.
 */
export function CategoryPicker({ options, initial, error, failed }: CategoryPickerProps) {
  const id = useId()
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(initial))
  const [filter, setFilter] = useState('')
  const needle = normaliseSearchText(filter)
  const names = new Map(options?.map((option) => [option.id, option.name]))
  const toggle = (categoryId: number) =>
    setChosen((current) => {
      const next = new Set(current)
      if (!next.delete(categoryId)) next.add(categoryId)
      return next
    })
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
      tabIndex={error ? -1 : undefined}
    >
      <legend className="text-lg font-semibold">Danh mục áp dụng</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
        Không chọn danh mục nào: mã áp dụng cho mọi sản phẩm. Chọn một danh mục là gồm cả các danh
        mục con của nó; chỉ các sản phẩm thuộc đó được tính vào giá trị đơn tối thiểu và mức giảm.
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <p className="mt-2 text-sm font-medium text-ink-800" aria-live="polite">
        {chosen.size === 0
          ? 'Đang áp dụng cho mọi sản phẩm.'
          : `Đã chọn: ${[...chosen].map((c) => names.get(c) ?? `#${c}`).join(', ')}`}
      </p>
      {failed ? (
        <p role="alert" className="alert alert-error mt-3">
          Không tải được danh mục. Vui lòng tải lại trang.
        </p>
      ) : !options ? (
        <div aria-hidden="true" className="mt-3 h-40 animate-pulse rounded-lg bg-ink-100" />
      ) : (
        <>
          <label htmlFor={`${id}-filter`} className="mt-3 mb-1 block text-sm text-ink-700">
            Lọc danh mục
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="field-input"
          />
          <ul className="mt-2 max-h-72 space-y-0.5 overflow-y-auto rounded-lg border border-ink-200 p-2">
            {options.map((option) => (
              <li
                key={option.id}
                hidden={needle !== '' && !normaliseSearchText(option.name).includes(needle)}
                style={{ paddingLeft: `${needle ? 0 : option.depth * 1.25}rem` }}
              >
                <label className="flex min-h-11 items-center gap-3 rounded px-2 hover:bg-ink-50">
                  <input
                    type="checkbox"
                    name="category_ids"
                    value={option.id}
                    checked={chosen.has(option.id)}
                    onChange={() => toggle(option.id)}
                    className="size-5 shrink-0 accent-brand-700"
                  />
                  <span>
                    {option.name}
                    {option.hidden ? <span className="text-ink-600"> (đang ẩn)</span> : null}
                  </span>
                </label>
              </li>
            ))}
            {options.length === 0 ? (
              <li className="px-2 py-3 text-sm text-ink-600">Chưa có danh mục nào.</li>
            ) : null}
          </ul>
        </>
      )}
    </fieldset>
  )
}
