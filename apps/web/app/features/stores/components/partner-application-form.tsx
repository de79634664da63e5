import { PARTNER_MESSAGE_MAX } from '@phiencho/contracts'
import { useEffect, useRef, useState } from 'react'

import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { NO_ERRORS } from '../../../lib/form-errors'
import { useApiForm } from '../../../lib/use-api-form'
import { useApplyAsPartner } from '../api/apply-as-partner'
import { PARTNER_FIELDS, type PartnerFormResult } from '../partner-application'
import { PROVINCES } from '../provinces'
import { SelectField, TextAreaField } from '../../../components/ui/form-fields'

const partnerSchema = () =>
  import('../partner-schema').then((module) => module.partnerApplicationRequest)

interface PartnerApplicationFormProps {
  /** The route action's answer when the form was sent before hydration. */
  serverResult?: PartnerFormResult | undefined
}

/**
 * "Đăng ký đối tác bán hàng": checked with the contract's schema in the browser (loaded on first
 * use), then the server's per-field messages beside the fields. `method="post"` keeps the answers out of the address bar
 * if it is sent before the JavaScript has loaded (the route action handles it then).
 */
export function PartnerApplicationForm({ serverResult }: PartnerApplicationFormProps) {
  const apply = useApplyAsPartner()
  const [success, setSuccess] = useState<string | null>(
    serverResult?.ok ? serverResult.message : null,
  )
  const successRef = useRef<HTMLDivElement>(null)
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: partnerSchema,
    fields: PARTNER_FIELDS,
    submit: async (body) => {
      const answer = await apply.mutateAsync(body)
      formRef.current?.reset()
      setSuccess(answer.message)
    },
  })

  useEffect(() => {
    if (success) successRef.current?.querySelector<HTMLElement>('[role="status"]')?.focus()
  }, [success])

  const fromServer = serverResult && !serverResult.ok ? serverResult : null
  const shown = errors !== NO_ERRORS || !fromServer ? errors : fromServer.errors
  const initial = fromServer?.values ?? {}

  return (
    <div>
      <div ref={successRef}>
        <FormAlert tone="success">{success}</FormAlert>
      </div>
      {success ? (
        <p className="mt-4">
          <button type="button" className="btn btn-secondary" onClick={() => setSuccess(null)}>
            Gửi thêm một đăng ký khác
          </button>
        </p>
      ) : (
        <form
          ref={formRef}
          method="post"
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="partner-form-title"
          className="space-y-4"
        >
          <FormAlert tone="error">{shown.alert}</FormAlert>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="shop_name"
              label="Tên cửa hàng"
              autoComplete="organization"
              required
              maxLength={150}
              defaultValue={initial.shop_name}
              error={shown.fields.shop_name}
              className="sm:col-span-2"
            />
            <TextField
              name="contact_name"
              label="Người liên hệ"
              autoComplete="name"
              required
              maxLength={100}
              defaultValue={initial.contact_name}
              error={shown.fields.contact_name}
            />
            <TextField
              name="phone"
              type="tel"
              label="Số điện thoại"
              autoComplete="tel"
              inputMode="tel"
              placeholder="0912 345 678"
              required
              defaultValue={initial.phone}
              error={shown.fields.phone}
            />
            <TextField
              name="email"
              type="email"
              label="Email"
              autoComplete="email"
              inputMode="email"
              required
              defaultValue={initial.email}
              error={shown.fields.email}
            />
            <SelectField
              name="province_code"
              label="Tỉnh/thành phố"
              autoComplete="address-level1"
              required
              defaultValue={initial.province_code ?? ''}
              error={shown.fields.province_code}
            >
              <option value="">Chọn tỉnh/thành phố</option>
              {PROVINCES.map((province) => (
                <option key={province.code} value={province.code}>
                  {province.name}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              name="message"
              label="Lời nhắn (không bắt buộc)"
              hint="Mặt hàng bạn kinh doanh, số lượng sản phẩm, website hoặc fanpage nếu có."
              maxLength={PARTNER_MESSAGE_MAX}
              rows={4}
              defaultValue={initial.message}
              error={shown.fields.message}
              className="sm:col-span-2"
            />
            <div className="sm:col-span-2">
              <Button type="submit" pending={pending} className="w-full sm:w-auto">
                Gửi đăng ký
              </Button>
              <p className="mt-2 text-sm text-ink-600">
                Thông tin của bạn chỉ được dùng để liên hệ về việc hợp tác.
              </p>
            </div>
          </div>
        </form>
      )}
    </div>
  )
}
