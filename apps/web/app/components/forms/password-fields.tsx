import { PASSWORD_MIN } from '@phiencho/contracts'

import type { FieldMessages } from '../../lib/form-errors'
import { TextField } from '../ui/text-field'

/** The email and current password of a sign-in, as password managers expect them. */
export function SignInFields({ errors }: { errors: FieldMessages }) {
  return (
    <>
      <TextField
        name="email"
        type="email"
        label="Email"
        autoComplete="username"
        inputMode="email"
        required
        error={errors.email}
      />
      <TextField
        name="password"
        type="password"
        label="Mật khẩu"
        autoComplete="current-password"
        required
        error={errors.password}
      />
    </>
  )
}

interface NewPasswordFieldsProps {
  errors: FieldMessages
  label?: string
  confirmLabel?: string
}

/**
 * A new password and its confirmation (`password`, `password_confirmation`), with the rule the
 * server applies to every new password: the minimum length, and no common password.
 */
export function NewPasswordFields({
  errors,
  label = 'Mật khẩu mới',
  confirmLabel = 'Nhập lại mật khẩu mới',
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={label}
        autoComplete="new-password"
        hint={`Ít nhất ${PASSWORD_MIN} ký tự, không dùng mật khẩu quá phổ biến.`}
        required
        error={errors.password}
      />
      <TextField
        name="password_confirmation"
        type="password"
        label={confirmLabel}
        autoComplete="new-password"
        required
        error={errors.password_confirmation}
      />
    </>
  )
}
