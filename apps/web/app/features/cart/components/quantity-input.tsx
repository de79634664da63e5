import { CART_QUANTITY_MAX } from '@phiencho/contracts'

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

/** − [n] + within 1..max (and never above the cart's per-line limit). */
export function QuantityInput({ id, of, value, max, disabled, onChange }: QuantityInputProps) {
  const subject = of ? `số lượng ${of}` : 'số lượng'
  const limit = Math.max(1, Math.min(max, CART_QUANTITY_MAX))
  const set = (next: number) => {
    if (Number.isInteger(next)) onChange(Math.min(Math.max(next, 1), limit))
  }
  return (
    <div className="inline-flex items-center overflow-hidden rounded-lg border border-ink-300 bg-white">
      <button
        type="button"
        className={STEP}
        aria-label={`Giảm ${subject}`}
        aria-controls={id}
        disabled={disabled || value <= 1}
        onClick={() => set(value - 1)}
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
        value={value}
        disabled={disabled}
        onChange={(event) => set(Number(event.target.value))}
        className="h-11 w-14 border-x border-ink-300 text-center text-base font-semibold text-ink-900 [appearance:textfield] focus:outline-2 focus:outline-brand-700 [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={STEP}
        aria-label={`Tăng ${subject}`}
        aria-controls={id}
        disabled={disabled || value >= limit}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  )
}
