import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'

import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { isApiError } from '../../../lib/api-error'
import { useApiForm } from '../../../lib/use-api-form'
import { useTwoFactorSignIn } from '../api/admin-session'
import { adminFormSchema } from '../load-form-schema'

const stepSchema = adminFormSchema('twoFactorSignInRequest')
const FIELDS = ['code'] as const

interface TwoFactorStepProps {
  challenge: string
  redirectTo: string
  /** Back to the password: the challenge has ended (expired, used, too many wrong codes). */
  onRestart: (note: string) => void
}

/** The sign-in's second step: a code of the authenticator app, or a recovery code. */
export function TwoFactorStep({ challenge, redirectTo, onRestart }: TwoFactorStepProps) {
  const complete = useTwoFactorSignIn()
  const navigate = useNavigate()
  const [recovery, setRecovery] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: stepSchema,
    fields: FIELDS,
    read: (form) => ({ challenge, code: new FormData(form).get('code') ?? '' }),
    submit: async (body) => {
      try {
        await complete.mutateAsync(body)
      } catch (error) {
        const ended = isApiError(error) ? error.errors.challenge?.[0] : undefined
        if (ended) return onRestart(ended)
        throw error
      }
      await navigate(redirectTo, { replace: true })
    },
  })
  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink-900">
        Xác minh hai bước
      </h2>
      <p className="text-ink-600">
        {recovery
          ? 'Nhập một mã khôi phục bạn đã lưu khi bật xác minh hai bước. Mỗi mã chỉ dùng được một lần.'
          : 'Mở ứng dụng xác thực trên điện thoại và nhập mã 6 chữ số đang hiện.'}
      </p>
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <TextField
        key={recovery ? 'recovery' : 'totp'}
        name="code"
        label={recovery ? 'Mã khôi phục' : 'Mã xác minh'}
        hint={recovery ? 'Dạng xxxx-xxxx.' : undefined}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="off"
        spellCheck={false}
        required
        error={errors.fields.code}
      />
      <Button type="submit" pending={pending} className="w-full">
        Xác minh
      </Button>
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        onClick={() => setRecovery((value) => !value)}
      >
        {recovery ? 'Dùng mã từ ứng dụng xác thực' : 'Dùng mã khôi phục'}
      </Button>
    </form>
  )
}
