import { authMessages, PASSWORD_MIN } from '@phiencho/contracts'
import { useState } from 'react'

import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { ShopLink } from '../../../components/ui/shop-link'
import { TextField } from '../../../components/ui/text-field'
import { useApiForm } from '../../../lib/use-api-form'
import { useResetPassword } from '../api/reset-password'
import { formSchema } from '../load-form-schema'

const resetPasswordSchema = formSchema('resetPasswordRequest')

const FIELDS = ['email', 'password', 'password_confirmation'] as const

/** Opened from the reset mail: `/reset-password?token=…&email=…`. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const resetPassword = useResetPassword()
  const [done, setDone] = useState<string | null>(null)
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: resetPasswordSchema,
    fields: FIELDS,
    submit: async (body) => {
      const { message } = await resetPassword.mutateAsync(body)
      setDone(message || authMessages.passwordReset)
    },
  })

  if (done) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{done}</FormAlert>
        <ShopLink to="/login" className="btn btn-primary w-full">
          Đăng nhập
        </ShopLink>
      </div>
    )
  }

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <input type="hidden" name="token" value={token} />
      <TextField
        name="email"
        type="email"
        label="Email"
        autoComplete="username"
        defaultValue={email}
        readOnly={Boolean(email)}
        required
        error={errors.fields.email}
      />
      <TextField
        name="password"
        type="password"
        label="Mật khẩu mới"
        autoComplete="new-password"
        hint={`Ít nhất ${PASSWORD_MIN} ký tự.`}
        required
        error={errors.fields.password}
      />
      <TextField
        name="password_confirmation"
        type="password"
        label="Nhập lại mật khẩu mới"
        autoComplete="new-password"
        required
        error={errors.fields.password_confirmation}
      />
      <Button type="submit" pending={pending} className="w-full">
        Đặt lại mật khẩu
      </Button>
    </form>
  )
}
