import type { TwoFactorStatus } from '@phiencho/contracts'
import { formatDateVi } from '@phiencho/vn'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextField } from '../../../../components/ui/text-field'
import { useApiForm } from '../../../../lib/use-api-form'
import { useDisableTwoFactor, useRenewRecoveryCodes } from '../../api/change-two-factor'
import { adminFormSchema } from '../../load-form-schema'
import { useToast } from '../toasts'

const codeSchema = adminFormSchema('twoFactorCodeRequest')
const disableSchema = adminFormSchema('disableTwoFactorRequest')

/** Two-step sign-in is on: new recovery codes, or turning it off (unless the shop requires it). */
export function TwoFactorOn({
  status,
  onCodes,
}: {
  status: TwoFactorStatus
  onCodes: (codes: string[]) => void
}) {
  // The day in Vietnam, whatever the time zone of the server or the browser: both render it, and
  // from 17:00 UTC they would otherwise disagree on the day (a hydration error).
  const since = status.enabled_at ? formatDateVi(status.enabled_at) : null
  return (
    <div className="space-y-6">
      <p className="text-ink-700">
        <strong className="text-success-700">Đang bật</strong>
        {since ? ` từ ${since}` : ''}. Còn {status.recovery_codes_left} mã khôi phục chưa dùng.
      </p>
      <RenewCodesForm onCodes={onCodes} />
      {status.required ? (
        <p className="text-sm text-ink-600">
          Cửa hàng bắt buộc xác minh hai bước cho nhân viên, nên không thể tắt.
        </p>
      ) : (
        <DisableForm />
      )}
    </div>
  )
}

function RenewCodesForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const renew = useRenewRecoveryCodes()
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: codeSchema,
    fields: ['code'],
    submit: async (body) => {
      const answer = await renew.mutateAsync(body)
      formRef.current?.reset()
      onCodes(answer.recovery_codes)
    },
  })
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="renew-codes"
      className="max-w-sm space-y-3"
    >
      <h3 id="renew-codes" className="font-semibold text-ink-900">
        Tạo mã khôi phục mới
      </h3>
      <p className="text-sm text-ink-600">Các mã cũ sẽ không còn dùng được.</p>
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <TextField
        name="code"
        label="Mã xác minh hiện tại"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        error={errors.fields.code}
      />
      <Button type="submit" variant="secondary" pending={pending}>
        Tạo mã mới
      </Button>
    </form>
  )
}

function DisableForm() {
  const disable = useDisableTwoFactor()
  const toast = useToast()
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: disableSchema,
    fields: ['password'],
    submit: async (body) => {
      const answer = await disable.mutateAsync(body)
      toast('success', answer.message)
    },
  })
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="disable-two-factor"
      className="max-w-sm space-y-3"
    >
      <h3 id="disable-two-factor" className="font-semibold text-ink-900">
        Tắt xác minh hai bước
      </h3>
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <TextField
        name="password"
        type="password"
        label="Mật khẩu hiện tại"
        autoComplete="current-password"
        required
        error={errors.fields.password}
      />
      <Button type="submit" variant="secondary" pending={pending}>
        Tắt xác minh hai bước
      </Button>
    </form>
  )
}
