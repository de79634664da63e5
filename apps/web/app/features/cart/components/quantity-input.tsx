import { CART_QUANTITY_MAX } from '@phiencho/contracts'
import { useState } from 'react'

const STEP =
  'inline-flex size-11 items-center justify-center text-lg font-semibold text-ink-800 hover:bg-ink-100 disabled:cursor-not-allowed disabled:text-ink-300 disabled:hover:bg-transparent'

interface QuantityInputProps {
  id: string
  /** What the quantity is of (a cart line's product name), for the accessible names. */
  of?: string
  value: number
  max: number
  disabled?: boolean
  onChange: (quantity: number) => void
}

/**
 * − [n] + within 1..max (and never above the cart's per-line limit). The buttons change the
 * quantity at once; a typed number is kept as a draft and given on leaving the field or Enter, so
 * typing "12" is one change, not "1" then "12".
 */
export function QuantityInput({ id, of, value, max, disabled, onChange }: QuantityInputProps) {
  const subject = of ? `số lượng ${of}` : 'số lượng'
  const limit = Math.max(1, Math.min(max, CART_QUANTITY_MAX))
  const clamp = (next: number) => Math.min(Math.max(next, 1), limit)
  const set = (next: number) => onChange(clamp(next))
  // null: the field shows `value`; a string: what is being typed ('' while the field is empty).
  const [draft, setDraft] = useState<string | null>(null)
  const type = (raw: string) => {
    if (raw === '') return setDraft('')
    const typed = Number(raw)
    if (Number.isInteger(typed)) setDraft(String(clamp(typed)))
  }
  // From what the field shows; a button keeps the focus where it was, so a draft is not also given.
  const step = (delta: 1 | -1) => {
    const shown = draft !== null && draft !== '' ? Number(draft) : value
    setDraft(null)
    set(shown + delta)
  }
  const commit = () => {
    if (draft === null) return
    setDraft(null)
    if (draft !== '' && Number(draft) !== value) set(Number(draft))
  }
  return (
    <div className="inline-flex items-center overflow-hidden rounded-lg border border-ink-300 bg-white">
      <button
        type="button"
        className={STEP}
        aria-label={`Giảm ${subject}`}
        aria-controls={id}
        disabled={disabled || value <= 1}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => step(-1)}
      >
        −
      </button>
      <label htmlFor={id} className="sr-only">
        {of ? `Số lượng ${of}` : 'Số lượng'}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={limit}
        value={draft ?? value}
        disabled={disabled}
        onChange={(event) => type(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit()
        }}
        className="h-11 w-14 border-x border-ink-300 text-center text-base font-semibold text-ink-900 [appearance:textfield] focus:outline-2 focus:outline-brand-700 [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={STEP}
        aria-label={`Tăng ${subject}`}
        aria-controls={id}
        disabled={disabled || value >= limit}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  )
}
