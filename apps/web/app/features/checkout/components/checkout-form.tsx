import {
  CHECKOUT_VOUCHER_FIELD,
  checkoutRequest,
  guestEmailMissing,
  orderMessages,
  type Address,
  type CheckoutQuote,
  type CheckoutResponse,
  type ShippingMethod,
  type User,
} from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'
import { useEffect, useState } from 'react'

import { FormSection } from '../../../components/ui/form-section'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { isApiError } from '../../../lib/api-error'
import { useApiForm } from '../../../lib/use-api-form'
import { useAddresses } from '../api/get-addresses'
import type { BuyNowLineInput } from '../api/get-checkout-quote'
import { usePlaceOrder } from '../api/place-order'
import { AddressFields } from './address-fields'

const FIELDS = [
  'name',
  'phone',
  'email',
  'province_code',
  'ward_code',
  'street',
  'note',
  'shipping_method',
  'payment_method',
] as const

/**
 * The contract's checks, from the form's strings (a boolean for the checkbox, no empty note),
 * with a guest's missing email among the other missing fields rather than after them.
 */
function checkoutForm(guest: boolean) {
  return {
    safeParse: (values: unknown) => {
      const form = values as Record<string, unknown>
      const parsed = checkoutRequest.safeParse({
        ...form,
        note: form.note || undefined,
        save_address: form.save_address === 'on' ? true : undefined,
      })
      if (!guestEmailMissing(guest, String(form.email ?? ''))) return parsed
      const others = parsed.success ? [] : parsed.error.issues
      return {
        success: false as const,
        error: { issues: [...others, { path: ['email'], message: orderMessages.emailRequired }] },
      }
    },
  }
}

const newKey = () => crypto.randomUUID()

interface CheckoutFormProps {
  quote: CheckoutQuote | undefined
  /** "Mua ngay": this line (and its voucher) is ordered instead of the cart. */
  buyNow?: BuyNowLineInput | null
  user: User | null
  shippingMethod: ShippingMethod
  onShippingMethodChange: (method: ShippingMethod) => void
  onProvinceChange: (code: string) => void
  /** The order is made: the page shows it (the answer holds everything the success page needs). */
  onPlaced: (placed: CheckoutResponse) => Promise<void> | void
  /** The order was refused for its voucher: the voucher box says why too. */
  onVoucherRefused?: (message: string) => void
}

/**
 * Contact, address, shipping and payment. Prices are the server's; a double click or a retry after
 * a lost answer carries the same idempotency key and so makes one order.
 */
export function CheckoutForm({
  quote,
  buyNow = null,
  user,
  shippingMethod,
  onShippingMethodChange,
  onProvinceChange,
  onPlaced,
  onVoucherRefused,
}: CheckoutFormProps) {
  const [idempotencyKey, setIdempotencyKey] = useState(newKey)
  const place = usePlaceOrder(idempotencyKey)
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: checkoutForm(!user),
    fields: FIELDS,
    submit: async (body) => {
      try {
        await onPlaced(await place.mutateAsync(buyNow ? { ...body, buy_now: buyNow } : body))
      } catch (error) {
        // Refused for a reason (4xx): the next try is a new attempt. Lost or failed on the way
        // (no answer, 5xx): the same key again, so a retry cannot make a second order.
        if (isApiError(error) && error.status >= 400 && error.status < 500)
          setIdempotencyKey(newKey())
        const voucherRefusal = isApiError(error) && error.errors[CHECKOUT_VOUCHER_FIELD]?.[0]
        if (voucherRefusal) onVoucherRefused?.(voucherRefusal)
        throw error
      }
    },
  })
  const addresses = useAddresses(user?.id ?? null).data?.data ?? []
  const [preset, setPreset] = useState<Address | null>(null)
  // Until the shopper picks one, the default address fills the form.
  const chosen = preset ?? addresses.find((address) => address.is_default) ?? addresses[0] ?? null
  const chosenProvince = chosen?.province_code
  useEffect(() => {
    // The fees follow the chosen address's province.
    if (chosenProvince) onProvinceChange(chosenProvince)
  }, [chosenProvince, onProvinceChange])
  const options = quote?.shipping_options ?? []
  const payments = quote?.payment_options ?? []
  const firstPayment = payments.find((option) => option.available)?.method

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-6">
      <FormAlert tone="error">{errors.alert}</FormAlert>

      {addresses.length ? (
        <FormSection title="Địa chỉ đã lưu" spacing="space-y-2">
          {addresses.map((address) => (
            <label
              key={address.id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-ink-300 p-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="saved_address"
                checked={chosen?.id === address.id}
                onChange={() => setPreset(address)}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>
                <span className="font-medium text-ink-900">
                  {address.recipient_name} · {address.phone}
                </span>
                <span className="block text-ink-700">{address.full}</span>
              </span>
            </label>
          ))}
        </FormSection>
      ) : null}

      <FormSection title="Thông tin người nhận">
        <TextField
          name="name"
          label="Họ và tên"
          autoComplete="name"
          required
          key={`name-${chosen?.id ?? 0}`}
          defaultValue={chosen?.recipient_name ?? user?.name ?? ''}
          error={errors.fields.name}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="phone"
            type="tel"
            label="Số điện thoại"
            autoComplete="tel"
            inputMode="tel"
            placeholder="0912 345 678"
            required
            key={`phone-${chosen?.id ?? 0}`}
            defaultValue={chosen?.phone ?? user?.phone ?? ''}
            error={errors.fields.phone}
          />
          <TextField
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            inputMode="email"
            required={!user}
            defaultValue={user?.email ?? ''}
            hint={user ? undefined : 'Để nhận xác nhận đơn hàng.'}
            error={errors.fields.email}
          />
        </div>
      </FormSection>

      <FormSection title="Địa chỉ giao hàng">
        <AddressFields
          key={`address-${chosen?.id ?? 0}`}
          errors={errors.fields}
          initialProvince={chosen?.province_code}
          initialWard={chosen?.ward_code}
          onProvinceChange={onProvinceChange}
        />
        <TextField
          name="street"
          label="Số nhà, tên đường"
          autoComplete="street-address"
          placeholder="12 Lý Thường Kiệt"
          key={`street-${chosen?.id ?? 0}`}
          defaultValue={chosen?.street ?? ''}
          required
          error={errors.fields.street}
        />
        <div>
          <label htmlFor="field-note" className="mb-1 block text-sm font-medium text-ink-800">
            Ghi chú cho người giao hàng
          </label>
          <textarea
            id="field-note"
            name="note"
            rows={2}
            maxLength={500}
            aria-invalid={errors.fields.note ? true : undefined}
            className="field-input"
          />
          {errors.fields.note ? (
            <p className="mt-1 text-sm text-danger-700">{errors.fields.note}</p>
          ) : null}
        </div>
        {user ? (
          <label className="flex items-center gap-2 text-sm text-ink-800">
            <input type="checkbox" name="save_address" className="size-4 accent-brand-700" />
            Lưu địa chỉ này vào sổ địa chỉ
          </label>
        ) : null}
      </FormSection>

      <FormSection title="Phương thức vận chuyển" spacing="space-y-3">
        {options.length === 0 ? (
          <p className="text-sm text-ink-600">Chọn tỉnh / thành phố để xem phí vận chuyển.</p>
        ) : (
          options.map((option) => (
            <label
              key={option.method}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-ink-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="shipping_method"
                value={option.method}
                checked={shippingMethod === option.method}
                onChange={() => onShippingMethodChange(option.method)}
                className="size-4 accent-brand-700"
              />
              <span className="flex-1">
                <span className="block font-medium text-ink-900">{option.name}</span>
                <span className="block text-sm text-ink-600">{option.delivery_time}</span>
              </span>
              <span className="font-semibold text-ink-900">
                {option.is_free ? 'Miễn phí' : formatVnd(option.fee)}
              </span>
            </label>
          ))
        )}
        {options.length === 0 ? (
          <input type="hidden" name="shipping_method" value={shippingMethod} />
        ) : null}
      </FormSection>

      <FormSection title="Phương thức thanh toán" spacing="space-y-3">
        {payments.map((option) => (
          <label
            key={option.method}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-ink-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input
              type="radio"
              name="payment_method"
              value={option.method}
              defaultChecked={option.method === firstPayment}
              disabled={!option.available}
              className="size-4 accent-brand-700"
            />
            <span className="font-medium text-ink-900">{option.name}</span>
            {option.available ? null : <span className="text-sm text-ink-600">(chưa hỗ trợ)</span>}
          </label>
        ))}
        {errors.fields.payment_method ? (
          <p className="text-sm text-danger-700">{errors.fields.payment_method}</p>
        ) : null}
      </FormSection>

      {/* On phones the total and the one "Đặt hàng" stay at the bottom of the screen. */}
      <div className="max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-30 max-md:mb-0 max-md:flex max-md:items-center max-md:gap-3 max-md:border-t max-md:border-ink-200 max-md:bg-white max-md:px-4 max-md:py-2 max-md:shadow-lg">
        {quote ? (
          <p className="mr-auto md:hidden">
            <span className="block text-xs text-ink-600">Tổng thanh toán</span>
            <span
              className="text-lg font-bold text-danger-700 tabular-nums"
              data-testid="checkout-bar-total"
            >
              {formatVnd(quote.total)}
            </span>
          </p>
        ) : null}
        <Button
          type="submit"
          pending={pending}
          disabled={!quote?.cart.can_checkout}
          className="text-lg md:w-full"
        >
          <span>
            Đặt hàng
            {quote ? <span className="max-md:hidden">{` · ${formatVnd(quote.total)}`}</span> : null}
          </span>
        </Button>
      </div>
      <p className="text-center text-xs text-ink-600">
        Bấm “Đặt hàng” là bạn đồng ý mua các sản phẩm trên với giá và phí vận chuyển đã hiển thị.
      </p>
    </form>
  )
}
