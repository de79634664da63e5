import { useNavigate } from 'react-router'

import { NewPasswordFields } from '../../../components/forms/password-fields'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { ShopLink } from '../../../components/ui/shop-link'
import { TextField } from '../../../components/ui/text-field'
import { useApiForm } from '../../../lib/use-api-form'
import { useRegister } from '../api/register'
import { formSchema } from '../load-form-schema'

const registerSchema = formSchema('registerRequest')

const FIELDS = ['name', 'email', 'phone', 'password', 'password_confirmation'] as const

/** A new account is logged in at once and goes on to `redirectTo`. */
export function RegisterForm({ redirectTo, loginHref }: { redirectTo: string; loginHref: string }) {
  const register = useRegister()
  const navigate = useNavigate()
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: registerSchema,
    fields: FIELDS,
    submit: async (body) => {
      await register.mutateAsync(body)
      await navigate(redirectTo, { replace: true })
    },
  })

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <TextField
        name="name"
        label="Họ và tên"
        autoComplete="name"
        required
        error={errors.fields.name}
      />
      <TextField
        name="email"
        type="email"
        label="Email"
        autoComplete="username"
        inputMode="email"
        required
        error={errors.fields.email}
      />
      <TextField
        name="phone"
        type="tel"
        label="Số điện thoại"
        autoComplete="tel"
        inputMode="tel"
        placeholder="0912 345 678"
        required
        error={errors.fields.phone}
      />
      <NewPasswordFields errors={errors.fields} label="Mật khẩu" confirmLabel="Nhập lại mật khẩu" />
      <Button type="submit" pending={pending} className="w-full">
        Tạo tài khoản
      </Button>
      <p className="text-center text-sm text-ink-600">
        Đã có tài khoản?{' '}
        <ShopLink to={loginHref} className="link">
          Đăng nhập
        </ShopLink>
      </p>
    </form>
  )
}
