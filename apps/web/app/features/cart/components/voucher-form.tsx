import { type Cart, cartMessages } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'
import { type FormEvent, useId, useState } from 'react'

import { errorSentence } from '../../../lib/api-error'
import { useCartVoucher } from '../api/cart-voucher'

interface VoucherFormProps {
  cart: Cart
  /**
   * Where the code goes instead of the cart (a line bought now carries its own): null takes it
   * off. The cart's answer, `cart.voucher` or `cart.voucher_error`, comes back with the quote.
   */
  onChange?: (code: string | null) => void
  /** The quote is being priced again with the new code. */
  pending?: boolean
  /** Why placing the order refused the applied code (e.g. already used by this customer). */
  refusal?: string | null
}

/** "Mã giảm giá": apply a code, or take the applied one off. */
export function VoucherForm({ cart, onChange, pending = false, refusal = null }: VoucherFormProps) {
  const id = useId()
  const [code, setCode] = useState('')
  const [empty, setEmpty] = useState(false)
  const cartVoucher = useCartVoucher()
  const busy = onChange ? pending : cartVoucher.isPending

  function change(next: string | null) {
    if (!onChange) {
      cartVoucher.mutate(next === null ? null : { code: next }, { onSuccess: () => setCode('') })
      return
    }
    const typed = next?.trim().toUpperCase() ?? null
    setEmpty(typed === '')
    if (typed === '') return
    onChange(typed)
    setCode('')
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    change(code)
  }

  const applied = cart.voucher
  const error = empty
    ? cartMessages.voucherRequired
    : !onChange && cartVoucher.isError
      ? errorSentence(cartVoucher.error)
      : (cart.voucher_error ?? (applied ? refusal : null))
  return (
    <div className="space-y-2">
      {applied ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-dashed border-brand-600 bg-brand-50 px-3 py-2 text-sm">
          <p>
            Mã <strong className="font-semibold">{applied.code}</strong>
            {applied.description ? ` – ${applied.description}` : ''}
          </p>
          <button
            type="button"
            className="shrink-0 font-medium text-danger-700 underline"
            disabled={busy}
            onClick={() => change(null)}
          >
            Bỏ mã<span className="sr-only"> {applied.code}</span>
          </button>
        </div>
      ) : null}
      <form onSubmit={onSubmit} className="flex gap-2" aria-label="Mã giảm giá">
        <label htmlFor={`${id}-code`} className="sr-only">
          Mã giảm giá
        </label>
        <input
          id={`${id}-code`}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="Nhập mã giảm giá"
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="field-input min-w-0 flex-1 uppercase placeholder:normal-case"
        />
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          Áp dụng
        </button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      {applied && applied.min_order_total > 0 ? (
        <p className="text-xs text-ink-600">
          Áp dụng cho đơn từ {formatVnd(applied.min_order_total)}.
        </p>
      ) : null}
    </div>
  )
}
