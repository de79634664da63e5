import { ADMIN_WEB_PATH } from '@phiencho/contracts'
import { useNavigate } from 'react-router'

import { NewPasswordFields } from '../../../components/forms/password-fields'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { useApiForm } from '../../../lib/use-api-form'
import { useAcceptInvitation } from '../api/accept-invitation'
import { adminFormSchema } from '../load-form-schema'

const acceptSchema = adminFormSchema('acceptInvitationRequest')
const FIELDS = ['password', 'password_confirmation'] as const

/** The invitation's password: the answer signs the person in, then on to the back office. */
export function SetPasswordForm({ token }: { token: string }) {
  const accept = useAcceptInvitation()
  const navigate = useNavigate()
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: acceptSchema,
    fields: FIELDS,
    read: (form) => ({ ...Object.fromEntries(new FormData(form)), token }),
    submit: async (body) => {
      await accept.mutateAsync(body)
      await navigate(ADMIN_WEB_PATH, { replace: true })
    },
  })
  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <NewPasswordFields errors={errors.fields} confirmLabel="Nhập lại mật khẩu" />
      <Button type="submit" pending={pending} className="w-full">
        Đặt mật khẩu và vào trang quản trị
      </Button>
    </form>
  )
}
