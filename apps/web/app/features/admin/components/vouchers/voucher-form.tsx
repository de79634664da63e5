import {
  type AdminVoucher,
  adminVoucherMessages,
  VOUCHER_CODE_MAX,
  VOUCHER_DESCRIPTION_MAX,
  type VoucherInput,
  type VoucherKind,
  voucherKindLabels,
  voucherKinds,
} from '@phiencho/contracts'
import { useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { SelectField, TextAreaField } from '../../../../components/ui/form-fields'
import { TextField } from '../../../../components/ui/text-field'
import { useApiForm } from '../../../../lib/use-api-form'
import { useVoucherCategoryOptions } from '../../api/get-voucher-category-options'
import { adminFormSchema } from '../../load-form-schema'
import {
  amountInput,
  readVoucherForm,
  toVietnamInput,
  VOUCHER_FORM_FIELDS,
} from '../../vouchers/voucher-form-values'
import { CategoryPicker } from './category-picker'

const voucherSchema = adminFormSchema('voucherRequest')

interface VoucherFormProps {
  /** Absent: a new voucher. */
  voucher?: AdminVoucher
  submitLabel: string
  onSubmit: (body: VoucherInput) => Promise<unknown>
}

/** A new voucher starts now, for 30 days. */
function defaults(): Pick<AdminVoucher, 'starts_at' | 'ends_at'> {
  const now = Date.now()
  return {
    starts_at: new Date(now).toISOString(),
    ends_at: new Date(now + 30 * 86_400_000).toISOString(),
  }
}

/**
 * Every term of a voucher in one form: checked with the contract's schema first, then the
 * server's per-field errors. A voucher already used keeps its code, kind and value (read-only).
 */
export function VoucherForm({ voucher, submitLabel, onSubmit }: VoucherFormProps) {
  const [kind, setKind] = useState<VoucherKind>(voucher?.kind ?? 'percent')
  const [start] = useState(() => voucher ?? defaults())
  const categories = useVoucherCategoryOptions()
  const {
    formRef,
    onSubmit: submit,
    errors,
    pending,
  } = useApiForm({
    schema: voucherSchema,
    fields: VOUCHER_FORM_FIELDS,
    read: (form) => readVoucherForm(form, voucher),
    submit: onSubmit,
  })
  const locked = voucher !== undefined && voucher.used_count > 0
  const lockedHint = locked ? adminVoucherMessages.lockedAfterUse(voucher.used_count) : undefined
  const field = errors.fields
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <section aria-labelledby="voucher-terms" className="card space-y-4 p-4 sm:p-6">
        <h2 id="voucher-terms" className="text-lg font-semibold">
          Mã và mức giảm
        </h2>
        {lockedHint ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{lockedHint}</p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="code"
            label="Mã giảm giá"
            required
            defaultValue={voucher?.code ?? ''}
            readOnly={locked}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={VOUCHER_CODE_MAX}
            hint="Chữ in hoa không dấu, số, dấu - hoặc _; khách gõ chữ thường cũng được."
            error={field.code}
            className="[&_input]:font-mono"
          />
          <SelectField
            name="kind"
            label="Loại giảm giá"
            required
            value={kind}
            onChange={(event) => setKind(event.target.value as VoucherKind)}
            disabled={locked}
            error={field.kind}
            // Greyed like the read-only fields beside it (a select always matches :read-only).
            style={locked ? { backgroundColor: 'var(--color-ink-100)' } : undefined}
          >
            {voucherKinds.map((option) => (
              <option key={option} value={option}>
                {voucherKindLabels[option]}
              </option>
            ))}
          </SelectField>
          {/* A disabled select is not sent: the kind goes as it is. */}
          {locked ? <input type="hidden" name="kind" value={kind} /> : null}
          <TextField
            name="value"
            label={kind === 'percent' ? 'Phần trăm giảm (%)' : 'Số tiền giảm (đồng)'}
            required
            inputMode="numeric"
            readOnly={locked}
            defaultValue={voucher ? amountInput(voucher.value) : ''}
            hint={
              kind === 'percent'
                ? 'Từ 1 đến 100.'
                : 'Không vượt quá giá trị các sản phẩm được giảm.'
            }
            error={field.value}
          />
          {kind === 'percent' ? (
            <TextField
              name="max_discount"
              label="Giảm tối đa (đồng)"
              inputMode="numeric"
              defaultValue={amountInput(voucher?.max_discount ?? null)}
              hint="Để trống: không giới hạn."
              error={field.max_discount}
            />
          ) : null}
          <TextField
            name="min_order_total"
            label="Giá trị đơn tối thiểu (đồng)"
            inputMode="numeric"
            defaultValue={amountInput(voucher?.min_order_total ?? 0)}
            hint="Tính trên các sản phẩm được giảm; 0 là không yêu cầu."
            error={field.min_order_total}
          />
        </div>
        <TextAreaField
          name="description"
          label="Mô tả"
          defaultValue={voucher?.description ?? ''}
          maxLength={VOUCHER_DESCRIPTION_MAX}
          hint="Khách thấy mô tả này khi áp dụng mã."
          error={field.description}
        />
      </section>

      <section aria-labelledby="voucher-limits" className="card space-y-4 p-4 sm:p-6">
        <h2 id="voucher-limits" className="text-lg font-semibold">
          Thời gian và lượt dùng
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="starts_at"
            type="datetime-local"
            label="Bắt đầu"
            required
            defaultValue={toVietnamInput(start.starts_at)}
            hint="Giờ Việt Nam."
            error={field.starts_at}
          />
          <TextField
            name="ends_at"
            type="datetime-local"
            label="Kết thúc"
            defaultValue={toVietnamInput(start.ends_at)}
            hint="Giờ Việt Nam; để trống: không hạn kết thúc."
            error={field.ends_at}
          />
          <TextField
            name="usage_limit"
            label="Tổng số lượt dùng"
            inputMode="numeric"
            defaultValue={amountInput(voucher?.usage_limit ?? null)}
            hint={
              voucher
                ? `Đã dùng ${voucher.used_count.toLocaleString('vi-VN')} lượt. Để trống: không giới hạn.`
                : 'Để trống: không giới hạn.'
            }
            error={field.usage_limit}
          />
          <TextField
            name="per_customer_limit"
            label="Số lượt mỗi khách"
            inputMode="numeric"
            defaultValue={amountInput(voucher?.per_customer_limit ?? null)}
            hint="Tính theo tài khoản hoặc số điện thoại. Để trống: không giới hạn."
            error={field.per_customer_limit}
          />
        </div>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="is_active"
            defaultChecked={voucher?.is_active ?? true}
            className="size-5 accent-brand-700"
          />
          <span>Bật mã (khách dùng được trong thời gian trên)</span>
        </label>
        {field.is_active ? <p className="text-sm text-danger-700">{field.is_active}</p> : null}
      </section>

      <section className="card p-4 sm:p-6">
        <CategoryPicker
          options={categories.data?.data}
          initial={voucher?.categories.map((category) => category.id) ?? []}
          error={field.category_ids}
          failed={categories.isError}
        />
      </section>

      <div className="flex justify-end">
        <Button type="submit" pending={pending} className="w-full sm:w-auto">
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
