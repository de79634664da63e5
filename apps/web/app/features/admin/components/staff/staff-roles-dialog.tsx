import type { AdminRole, StaffMember } from '@phiencho/contracts'
import { useEffect, useId, useRef, useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { fromSubmitError } from '../../../../lib/form-errors'
import { useSetStaffRoles } from '../../api/change-staff'
import { useToast } from '../toasts'
import { readRoleIds, RoleCheckboxes } from './role-checkboxes'

interface StaffRolesDialogProps {
  member: StaffMember | null
  roles: readonly AdminRole[]
  actorIsOwner: boolean
  onClose: () => void
}

/** Sets a person's roles (taking one ends their sessions, as the API says). */
export function StaffRolesDialog({ member, roles, actorIsOwner, onClose }: StaffRolesDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const setRoles = useSetStaffRoles()
  const toast = useToast()
  const [alert, setAlert] = useState<string | null>(null)
  const [roleError, setRoleError] = useState<string | undefined>()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (member && !dialog.open) dialog.showModal()
    if (!member && dialog.open) dialog.close()
    setAlert(null)
    setRoleError(undefined)
  }, [member])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl border border-ink-200 bg-white p-0 text-ink-900 shadow-xl backdrop:bg-ink-900/50"
    >
      {member ? (
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
            Bỏ một vai trò sẽ kết thúc mọi phiên đăng nhập của người này. Bỏ hết vai trò thì người
            này không còn là nhân viên.
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
      ) : null}
    </dialog>
  )
}
