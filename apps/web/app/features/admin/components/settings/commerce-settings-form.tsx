import type { AdminSettings } from '@phiencho/contracts'
import { paymentMethodLabels, paymentMethods } from '@phiencho/contracts'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextField } from '../../../../components/ui/text-field'
import { commerceChanges } from '../../settings/settings-changes'
import { regions } from '../../settings/settings-fields'
import { useSettingsForm } from './use-settings-form'

type Commerce = NonNullable<AdminSettings['commerce']>

const FEE_GROUPS = [
  { name: 'shipping_fees', legend: 'Phí giao hàng tiêu chuẩn' },
  { name: 'express_shipping_fees', legend: 'Phí giao hàng nhanh' },
] as const

const FIELDS = [
  'free_shipping_threshold',
  'payment_methods',
  ...FEE_GROUPS.flatMap(({ name }) => [name, ...regions.map(({ key }) => `${name}.${key}`)]),
]

const amount = (value: number) => value.toLocaleString('vi-VN')

/** Shipping fees by region, the free-shipping threshold and the payment methods offered. */
export function CommerceSettingsForm({ commerce }: { commerce: Commerce }) {
  const { formRef, onSubmit, errors, pending, notice } = useSettingsForm({
    fields: FIELDS,
    changes: (values) => commerceChanges(commerce, values),
    saved: 'Đã lưu cài đặt bán hàng.',
  })
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <TextField
        name="free_shipping_threshold"
        label="Ngưỡng miễn phí vận chuyển (đồng)"
        inputMode="numeric"
        defaultValue={amount(commerce.free_shipping_threshold)}
        hint="Đơn từ số tiền này được miễn phí giao hàng tiêu chuẩn; 0 là không miễn phí."
        error={errors.fields.free_shipping_threshold}
        className="max-w-sm"
      />
      {FEE_GROUPS.map(({ name, legend }) => (
        <fieldset key={name} className="rounded-lg border border-ink-200 p-4">
          <legend className="px-1 text-sm font-medium text-ink-800">{legend} (đồng)</legend>
          {errors.fields[name] ? (
            <p className="mb-2 text-sm text-danger-700">{errors.fields[name]}</p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-3">
            {regions.map(({ key, label }) => (
              <TextField
                key={key}
                name={`${name}.${key}`}
                label={label}
                inputMode="numeric"
                defaultValue={amount(commerce[name][key])}
                error={errors.fields[`${name}.${key}`]}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset
        className="rounded-lg border border-ink-200 p-4"
        aria-describedby={errors.fields.payment_methods ? 'payment-methods-error' : undefined}
      >
        <legend className="px-1 text-sm font-medium text-ink-800">
          Phương thức thanh toán cho khách chọn
        </legend>
        <ul className="space-y-1">
          {paymentMethods.map((method) => (
            <li key={method}>
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name="payment_methods"
                  value={method}
                  defaultChecked={commerce.payment_methods.includes(method)}
                  className="size-5 accent-brand-700"
                />
                {paymentMethodLabels[method]}
              </label>
            </li>
          ))}
        </ul>
        {errors.fields.payment_methods ? (
          <p id="payment-methods-error" className="mt-1 text-sm text-danger-700">
            {errors.fields.payment_methods}
          </p>
        ) : null}
      </fieldset>
      <FormAlert tone="success">{notice}</FormAlert>
      <Button type="submit" pending={pending}>
        Lưu cài đặt bán hàng
      </Button>
    </form>
  )
}
