import type { AdminRole } from '@phiencho/contracts'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextField } from '../../../../components/ui/text-field'
import { useApiForm } from '../../../../lib/use-api-form'
import { useInviteStaff } from '../../api/invite-staff'
import { adminFormSchema } from '../../load-form-schema'
import { ModalDialog } from '../modal-dialog'
import { useToast } from '../toasts'
import { readRoleIds, RoleCheckboxes } from './role-checkboxes'

const inviteSchema = adminFormSchema('inviteStaffRequest')
const FIELDS = ['email', 'name', 'role_ids'] as const

interface InviteStaffDialogProps {
  open: boolean
  roles: readonly AdminRole[]
  actorIsOwner: boolean
  onClose: () => void
}

/**
 * Invites someone by mail: a new email gets an account and a link to set a password, an existing
 * account becomes staff and gets a notice.
 */
export function InviteStaffDialog({ open, roles, actorIsOwner, onClose }: InviteStaffDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose}>
      {(titleId) => (
        <InviteForm titleId={titleId} roles={roles} actorIsOwner={actorIsOwner} onClose={onClose} />
      )}
    </ModalDialog>
  )
}

function InviteForm({
  titleId,
  roles,
  actorIsOwner,
  onClose,
}: Omit<InviteStaffDialogProps, 'open'> & { titleId: string }) {
  const invite = useInviteStaff()
  const toast = useToast()
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: inviteSchema,
    fields: FIELDS,
    read: (form) => {
      const data = new FormData(form)
      return {
        email: data.get('email') ?? '',
        name: data.get('name') ?? '',
        role_ids: readRoleIds(form),
      }
    },
    submit: async (body) => {
      const answer = await invite.mutateAsync(body)
      toast('success', answer.message)
      onClose()
    },
  })
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4 p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold">
        Mời nhân viên
      </h2>
      <p className="text-sm text-ink-600">
        Email chưa có tài khoản sẽ nhận liên kết đặt mật khẩu (hiệu lực 72 giờ). Email đã có tài
        khoản sẽ được thêm làm nhân viên và nhận thư thông báo.
      </p>
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <TextField
        id="invite-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="off"
        required
        error={errors.fields.email}
      />
      <TextField
        id="invite-name"
        name="name"
        label="Họ tên"
        autoComplete="off"
        required
        error={errors.fields.name}
      />
      <RoleCheckboxes
        roles={roles}
        checked={[]}
        actorIsOwner={actorIsOwner}
        error={errors.fields.role_ids}
        idPrefix="invite"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
          Hủy
        </Button>
        <Button type="submit" pending={pending}>
          Gửi lời mời
        </Button>
      </div>
    </form>
  )
}
