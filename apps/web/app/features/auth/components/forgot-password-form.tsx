import { useState } from 'react'

import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { useApiForm } from '../../../lib/use-api-form'
import { useForgotPassword } from '../api/forgot-password'
import { formSchema } from '../load-form-schema'

const forgotPasswordSchema = formSchema('forgotPasswordRequest')

const FIELDS = ['email'] as const

export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword()
  const [sent, setSent] = useState<string | null>(null)
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: forgotPasswordSchema,
    fields: FIELDS,
    submit: async (body) => {
      setSent(null)
      const { message } = await forgotPassword.mutateAsync(body)
      setSent(message)
    },
  })

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <FormAlert tone="success">{sent}</FormAlert>
      <TextField
        name="email"
        type="email"
        label="Email đã đăng ký"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.fields.email}
      />
      <Button type="submit" pending={pending} className="w-full">
        Gửi liên kết đặt lại mật khẩu
      </Button>
    </form>
  )
}
