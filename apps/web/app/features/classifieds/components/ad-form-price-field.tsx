import { useState } from 'react'

import { FieldMessages, fieldDescribedBy } from '../../../components/ui/form-fields'
import { groupThousands, reformatPriceInput } from '../ad-form-values'

interface AdFormPriceFieldProps {
  /** Saved price in đồng; null: negotiable; undefined: a new ad. */
  initialPrice: number | null | undefined
  error?: string | undefined
}

/**
 * The price typed with thousands separators (`1.250.000`), or "Thỏa thuận" (negotiable), which
 * disables it: a disabled input is not sent, and the form then sends `price: null`.
 */
export function AdFormPriceField({ initialPrice, error }: AdFormPriceFieldProps) {
  const [text, setText] = useState(
    typeof initialPrice === 'number' ? groupThousands(String(initialPrice)) : '',
  )
  const [negotiable, setNegotiable] = useState(initialPrice === null)

  return (
    <div>
      <label htmlFor="field-price" className="mb-1 block text-sm font-medium text-ink-800">
        Giá bán
        <span className="text-danger-700" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="relative min-w-0 flex-1 basis-40">
          <input
            id="field-price"
            name="price"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Ví dụ: 1.250.000"
            value={text}
            disabled={negotiable}
            onChange={(event) => {
              const input = event.currentTarget
              const next = reformatPriceInput(
                input.value,
                input.selectionStart ?? input.value.length,
              )
              setText(next.text)
              // After React has written the new text, put the caret back after the same digit.
              requestAnimationFrame(() => input.setSelectionRange(next.caret, next.caret))
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy('field-price', error)}
            className="field-input pr-8 disabled:bg-ink-100 disabled:text-ink-500"
          />
          <span
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-ink-600"
            aria-hidden="true"
          >
            ₫
          </span>
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink-800">
          <input
            type="checkbox"
            name="negotiable"
            checked={negotiable}
            onChange={(event) => setNegotiable(event.currentTarget.checked)}
            className="size-4 accent-brand-700"
          />
          Thỏa thuận
        </label>
      </div>
      <FieldMessages id="field-price" error={error} />
    </div>
  )
}
