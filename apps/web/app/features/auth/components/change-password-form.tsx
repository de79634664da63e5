import { authMessages } from '@phiencho/contracts'
import { useState } from 'react'

import { NewPasswordFields } from '../../../components/forms/password-fields'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { useApiForm } from '../../../lib/use-api-form'
import { useChangePassword } from '../api/change-password'
import { formSchema } from '../load-form-schema'

const changePasswordSchema = formSchema('changePasswordRequest')

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const

/** `email` goes into a hidden username field, so password managers know whose password changes. */
export function ChangePasswordForm({ email }: { email: string }) {
  const changePassword = useChangePassword()
  const [done, setDone] = useState(false)
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: changePasswordSchema,
    fields: FIELDS,
    submit: async (body) => {
      setDone(false)
      await changePassword.mutateAsync(body)
      formRef.current?.reset()
      setDone(true)
    },
  })

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <FormAlert tone="success">
        {done
          ? `${authMessages.passwordChanged} Các phiên đăng nhập khác đã được đăng xuất.`
          : null}
      </FormAlert>
      <TextField
        name="current_password"
        type="password"
        label="Mật khẩu hiện tại"
        autoComplete="current-password"
        required
        error={errors.fields.current_password}
      />
      <NewPasswordFields errors={errors.fields} />
      <Button type="submit" pending={pending}>
        Đổi mật khẩu
      </Button>
    </form>
  )
}
