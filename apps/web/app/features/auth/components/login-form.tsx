import { useNavigate } from 'react-router'

import { SignInFields } from '../../../components/forms/password-fields'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { ShopLink } from '../../../components/ui/shop-link'
import { useApiForm } from '../../../lib/use-api-form'
import { useLogin } from '../api/login'
import { formSchema } from '../load-form-schema'

const loginSchema = formSchema('loginRequest')

const FIELDS = ['email', 'password'] as const

/** `redirectTo`: where the visitor was when a guard sent them here, else `/`. */
export function LoginForm({
  redirectTo,
  registerHref,
}: {
  redirectTo: string
  registerHref: string
}) {
  const login = useLogin()
  const navigate = useNavigate()
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: loginSchema,
    fields: FIELDS,
    submit: async (body) => {
      await login.mutateAsync(body)
      await navigate(redirectTo, { replace: true })
    },
  })

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <SignInFields errors={errors.fields} />
      <p className="text-right text-sm">
        <ShopLink to="/forgot-password" className="link">
          Quên mật khẩu?
        </ShopLink>
      </p>
      <Button type="submit" pending={pending} className="w-full">
        Đăng nhập
      </Button>
      <p className="text-center text-sm text-ink-600">
        Chưa có tài khoản?{' '}
        <ShopLink to={registerHref} className="link">
          Đăng ký ngay
        </ShopLink>
      </p>
    </form>
  )
}
