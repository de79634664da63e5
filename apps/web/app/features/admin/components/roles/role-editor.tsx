import { type AdminRole, ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX } from '@phiencho/contracts'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { fieldDescribedBy, FieldFrame } from '../../../../components/ui/form-fields'
import { TextField } from '../../../../components/ui/text-field'
import { useApiForm } from '../../../../lib/use-api-form'
import { useSaveRole } from '../../api/change-roles'
import { adminFormSchema } from '../../load-form-schema'
import { useToast } from '../toasts'
import { permissionChoices } from './permission-groups'

const createSchema = adminFormSchema('createRoleRequest')
const updateSchema = adminFormSchema('updateRoleRequest')
const FIELDS = ['name', 'description', 'permissions'] as const

interface RoleEditorProps {
  /** null: a new role. */
  role: AdminRole | null
  actorIsOwner: boolean
  onDone: () => void
}

/** What the form holds: checked boxes, the locked ones included (a locked box keeps its state). */
function readRole(form: HTMLFormElement, roleIsOwner: boolean) {
  const data = new FormData(form)
  const permissions = [...form.querySelectorAll<HTMLInputElement>('input[name="permissions"]')]
    .filter((box) => box.checked)
    .map((box) => box.value)
  return {
    name: data.get('name') ?? '',
    description: data.get('description') ?? '',
    // The owner role's permissions are not the form's to send.
    ...(roleIsOwner ? {} : { permissions }),
  }
}

/** Name, description and permissions of a role, grouped as the contracts group them. */
export function RoleEditor({ role, actorIsOwner, onDone }: RoleEditorProps) {
  const save = useSaveRole()
  const toast = useToast()
  const roleIsOwner = role?.is_owner ?? false
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: role ? updateSchema : createSchema,
    fields: FIELDS,
    read: (form) => readRole(form, roleIsOwner),
    submit: async (body) => {
      const saved = await save.mutateAsync({ id: role?.id ?? null, body })
      toast('success', role ? `Đã lưu vai trò ${saved.name}.` : `Đã tạo vai trò ${saved.name}.`)
      onDone()
    },
  })
  const held = new Set<string>(role?.permissions ?? [])
  const descriptionId = 'field-description'
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <TextField
        name="name"
        label="Tên vai trò"
        required
        maxLength={ROLE_NAME_MAX}
        defaultValue={role?.name ?? ''}
        error={errors.fields.name}
      />
      <FieldFrame id={descriptionId} label="Mô tả" error={errors.fields.description}>
        <textarea
          id={descriptionId}
          name="description"
          rows={2}
          maxLength={ROLE_DESCRIPTION_MAX}
          defaultValue={role?.description ?? ''}
          aria-invalid={errors.fields.description ? true : undefined}
          aria-describedby={fieldDescribedBy(descriptionId, errors.fields.description)}
          className="field-input"
        />
      </FieldFrame>
      <fieldset aria-describedby={errors.fields.permissions ? 'permissions-error' : undefined}>
        <legend className="text-base font-semibold text-ink-900">Quyền</legend>
        {roleIsOwner ? (
          <p className="mt-1 text-sm text-ink-600">
            Vai trò Chủ cửa hàng luôn có mọi quyền, kể cả các quyền thêm sau này; không bớt được.
          </p>
        ) : actorIsOwner ? null : (
          <p className="mt-1 text-sm text-ink-600">
            Quyền quản lý nhân viên và cài đặt tài khoản ngân hàng chỉ chủ cửa hàng mới giao hoặc bỏ
            được; chúng hiện mờ.
          </p>
        )}
        {errors.fields.permissions ? (
          <p id="permissions-error" className="mt-1 text-sm text-danger-700">
            {errors.fields.permissions}
          </p>
        ) : null}
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {permissionChoices({ actorIsOwner, roleIsOwner }).map(({ group, label, choices }) => (
            <fieldset key={group} className="rounded-lg border border-ink-200 p-3">
              <legend className="px-1 text-sm font-semibold text-ink-800">{label}</legend>
              <ul>
                {choices.map((choice) => {
                  const id = `permission-${choice.key.replace(':', '-')}`
                  const hintId = `${id}-hint`
                  return (
                    <li key={choice.key}>
                      <label htmlFor={id} className="flex min-h-11 items-start gap-2 py-1">
                        <input
                          id={id}
                          type="checkbox"
                          name="permissions"
                          value={choice.key}
                          defaultChecked={roleIsOwner || held.has(choice.key)}
                          disabled={choice.lockedBecause !== null}
                          aria-describedby={
                            choice.lockedBecause && !roleIsOwner ? hintId : undefined
                          }
                          className="mt-1 size-5 accent-brand-700"
                        />
                        <span className={choice.lockedBecause ? 'text-ink-500' : ''}>
                          {choice.label} <code className="text-xs text-ink-500">{choice.key}</code>
                          {choice.lockedBecause && !roleIsOwner ? (
                            <span id={hintId} className="block text-xs">
                              Chỉ chủ cửa hàng mới được giao hoặc bỏ.
                            </span>
                          ) : null}
                        </span>
                      </label>
                    </li>
                  )
                })}
              </ul>
            </fieldset>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="submit" pending={pending}>
          {role ? 'Lưu vai trò' : 'Tạo vai trò'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Hủy
        </Button>
      </div>
    </form>
  )
}
