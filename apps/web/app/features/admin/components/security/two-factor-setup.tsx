import type { TwoFactorSetup as Setup } from '@phiencho/contracts'
import { useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextField } from '../../../../components/ui/text-field'
import { fromSubmitError } from '../../../../lib/form-errors'
import { useApiForm } from '../../../../lib/use-api-form'
import { useConfirmTwoFactor, useStartTwoFactor } from '../../api/change-two-factor'
import { adminFormSchema } from '../../load-form-schema'

const codeSchema = adminFormSchema('twoFactorCodeRequest')
const FIELDS = ['code'] as const

/** The key in groups of four, as apps ask it typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/** Turning two-step sign-in on: a new key (QR code or typed), then a code of the app. */
export function TwoFactorSetup({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const start = useStartTwoFactor()
  const confirm = useConfirmTwoFactor()
  const [setup, setSetup] = useState<Setup | null>(null)
  const [startError, setStartError] = useState<string | null>(null)
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: codeSchema,
    fields: FIELDS,
    submit: async (body) => {
      const answer = await confirm.mutateAsync(body)
      onCodes(answer.recovery_codes)
    },
  })

  if (!setup) {
    return (
      <div className="space-y-3">
        <FormAlert tone="error">{startError}</FormAlert>
        <Button
          type="button"
          pending={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: setSetup,
              onError: (error) => setStartError(fromSubmitError(error, []).alert),
            })
          }
        >
          Bật xác minh hai bước
        </Button>
      </div>
    )
  }
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-4 pl-5 text-ink-700">
        <li>
          Mở ứng dụng xác thực (Google Authenticator, Microsoft Authenticator, 1Password…) và quét
          mã QR:
          <img
            src={setup.qr_code}
            alt="Mã QR để thêm tài khoản vào ứng dụng xác thực"
            width={192}
            height={192}
            className="mt-2 block rounded border border-ink-200 bg-white"
          />
        </li>
        <li>
          Không quét được? Nhập khóa này vào ứng dụng (loại “theo thời gian”):
          <code
            aria-label="Khóa thiết lập"
            className="mt-1 block w-fit rounded bg-ink-100 px-2 py-1 font-mono text-base break-all text-ink-900"
          >
            {grouped(setup.secret)}
          </code>
        </li>
        <li>Nhập mã 6 chữ số ứng dụng hiện để hoàn tất.</li>
      </ol>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="max-w-xs space-y-3">
        <FormAlert tone="error">{errors.alert}</FormAlert>
        <TextField
          name="code"
          label="Mã xác minh"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          error={errors.fields.code}
        />
        <Button type="submit" pending={pending}>
          Xác nhận và bật
        </Button>
      </form>
    </div>
  )
}
