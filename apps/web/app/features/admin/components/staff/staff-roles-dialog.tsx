import type { AdminRole, StaffMember } from '@phiencho/contracts'
import { useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { fromSubmitError } from '../../../../lib/form-errors'
import { useSetStaffRoles } from '../../api/change-staff'
import { ModalDialog } from '../modal-dialog'
import { useToast } from '../toasts'
import { readRoleIds, RoleCheckboxes } from './role-checkboxes'

interface StaffRolesDialogProps {
  member: StaffMember | null
  roles: readonly AdminRole[]
  actorIsOwner: boolean
  onClose: () => void
}

/** Sets a person's roles (taking one ends their sessions, as the API says). */
export function StaffRolesDialog({ member, ...form }: StaffRolesDialogProps) {
  return (
    <ModalDialog open={member !== null} onClose={form.onClose}>
      {(titleId) =>
        // Keyed by the person: the alert and errors of one do not show for the next.
        member && <RolesForm key={member.id} member={member} titleId={titleId} {...form} />
      }
    </ModalDialog>
  )
}

function RolesForm({
  member,
  roles,
  actorIsOwner,
  onClose,
  titleId,
}: StaffRolesDialogProps & { member: StaffMember; titleId: string }) {
  const setRoles = useSetStaffRoles()
  const toast = useToast()
  const [alert, setAlert] = useState<string | null>(null)
  const [roleError, setRoleError] = useState<string | undefined>()
  return (
    <form
      className="space-y-4 p-5 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault()
        const roleIds = readRoleIds(event.currentTarget)
        setRoles.mutate(
          { userId: member.id, roleIds },
          {
            onSuccess: (updated) => {
              toast('success', `Đã cập nhật vai trò của ${updated.name}.`)
              onClose()
            },
            onError: (error) => {
              const errors = fromSubmitError(error, ['role_ids'])
              setAlert(errors.alert)
              setRoleError(errors.fields.role_ids)
            },
          },
        )
      }}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        Vai trò của {member.name}
      </h2>
      <p className="text-sm text-ink-600">
        Bỏ một vai trò sẽ kết thúc mọi phiên đăng nhập của người này. Bỏ hết vai trò thì người này
        không còn là nhân viên.
      </p>
      <FormAlert tone="error">{alert}</FormAlert>
      <RoleCheckboxes
        roles={roles}
        checked={member.roles.map((role) => role.id)}
        actorIsOwner={actorIsOwner}
        error={roleError}
        idPrefix={`member-${member.id}`}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" type="button" onClick={onClose}>
          Hủy
        </Button>
        <Button type="submit" pending={setRoles.isPending}>
          Lưu vai trò
        </Button>
      </div>
    </form>
  )
}
