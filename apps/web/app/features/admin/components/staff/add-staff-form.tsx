import type { AdminRole } from '@phiencho/contracts'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextField } from '../../../../components/ui/text-field'
import { useApiForm } from '../../../../lib/use-api-form'
import { useAddStaff } from '../../api/change-staff'
import { adminFormSchema } from '../../load-form-schema'
import { useToast } from '../toasts'
import { readRoleIds, RoleCheckboxes } from './role-checkboxes'

const addStaffSchema = adminFormSchema('addStaffRequest')
const FIELDS = ['email', 'role_ids'] as const

/** Makes the holder of an existing account staff, with the roles ticked. */
export function AddStaffForm({
  roles,
  actorIsOwner,
}: {
  roles: readonly AdminRole[]
  actorIsOwner: boolean
}) {
  const add = useAddStaff()
  const toast = useToast()
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: addStaffSchema,
    fields: FIELDS,
    read: (form) => ({
      email: new FormData(form).get('email') ?? '',
      role_ids: readRoleIds(form),
    }),
    submit: async (body) => {
      const member = await add.mutateAsync(body)
      formRef.current?.reset()
      toast('success', `Đã thêm ${member.name} làm nhân viên.`)
    },
  })
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <TextField
        name="email"
        type="email"
        label="Email tài khoản"
        hint="Người này phải đã có tài khoản mua sắm ở cửa hàng."
        autoComplete="off"
        required
        error={errors.fields.email}
      />
      <RoleCheckboxes
        roles={roles}
        checked={[]}
        actorIsOwner={actorIsOwner}
        error={errors.fields.role_ids}
        idPrefix="add"
      />
      <Button type="submit" pending={pending}>
        Thêm nhân viên
      </Button>
    </form>
  )
}
