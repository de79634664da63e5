import type { FormEvent, ReactNode } from 'react'

import type { OrderAccess } from '../api/get-order'

interface OrderLookupFormProps {
  /** The order being opened; without it the shopper types the code too. */
  code?: string
  /** The code the code field starts with (a link from the success page). */
  defaultCode?: string
  title: ReactNode
  intro: string
  submitLabel: string
  pending: boolean
  error: string | null
  onLookup: (access: OrderAccess) => void
}

/** A guest reaches an order with its code and the phone number given at checkout. */
export function OrderLookupForm({
  code,
  defaultCode,
  title,
  intro,
  submitLabel,
  pending,
  error,
  onLookup,
}: OrderLookupFormProps) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    onLookup({
      code:
        code ??
        String(form.get('code') ?? '')
          .trim()
          .toUpperCase(),
      phone: String(form.get('phone') ?? '').trim(),
    })
  }
  return (
    <form onSubmit={onSubmit} className="card space-y-4 p-5" aria-labelledby="lookup-title">
      <h1 id="lookup-title" className="text-xl font-bold text-ink-900 sm:text-2xl">
        {title}
      </h1>
      <p className="text-sm text-ink-700">{intro}</p>
      <div className={code ? '' : 'grid gap-4 sm:grid-cols-2'}>
        {code ? null : (
          <div>
            <label htmlFor="lookup-code" className="mb-1 block text-sm font-medium text-ink-800">
              Mã đơn hàng
            </label>
            <input
              id="lookup-code"
              name="code"
              required
              defaultValue={defaultCode}
              placeholder="PC2611220001"
              className="field-input uppercase"
            />
          </div>
        )}
        <div>
          <label htmlFor="lookup-phone" className="mb-1 block text-sm font-medium text-ink-800">
            Số điện thoại
          </label>
          <input
            id="lookup-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            required
            className="field-input"
          />
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  )
}
