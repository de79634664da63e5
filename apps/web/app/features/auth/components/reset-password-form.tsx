import { authMessages } from '@phiencho/contracts'
import { useState } from 'react'

import { NewPasswordFields } from '../../../components/forms/password-fields'
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
      <NewPasswordFields errors={errors.fields} />
      <Button type="submit" pending={pending} className="w-full">
        Đặt lại mật khẩu
      </Button>
    </form>
  )
}
