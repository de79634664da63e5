import { useNavigate } from 'react-router'

import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { useApiForm } from '../../../lib/use-api-form'
import { useStaffSignIn } from '../api/admin-session'
import { adminFormSchema } from '../load-form-schema'

const signInSchema = adminFormSchema('staffSignInRequest')
const FIELDS = ['email', 'password'] as const

/** The staff sign-in: the answer sets the httpOnly staff cookie, then on to the page asked. */
export function StaffSignInForm({ redirectTo }: { redirectTo: string }) {
  const signIn = useStaffSignIn()
  const navigate = useNavigate()
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: signInSchema,
    fields: FIELDS,
    submit: async (body) => {
      await signIn.mutateAsync(body)
      await navigate(redirectTo, { replace: true })
    },
  })
  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert tone="error">{errors.alert}</FormAlert>
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
        name="password"
        type="password"
        label="Mật khẩu"
        autoComplete="current-password"
        required
        error={errors.fields.password}
      />
      <Button type="submit" pending={pending} className="w-full">
        Đăng nhập
      </Button>
    </form>
  )
}
