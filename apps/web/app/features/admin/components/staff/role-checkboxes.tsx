import { type AdminRole, OWNER_ONLY_PERMISSIONS } from '@phiencho/contracts'

/** Whether someone who is not an owner may give or take this role (the API's owner rules). */
export function ownerOnlyRole(role: AdminRole): boolean {
  return role.is_owner || role.permissions.some((p) => OWNER_ONLY_PERMISSIONS.some((o) => o === p))
}

interface RoleCheckboxesProps {
  roles: readonly AdminRole[]
  checked: readonly number[]
  actorIsOwner: boolean
  error?: string | undefined
  /** Distinguishes the ids when two groups are on one page. */
  idPrefix: string
}

/**
 * The roles to give, as checkboxes named `role_ids`. A role only an owner may give or take is
 * shown disabled to others, with the reason.
 */
export function RoleCheckboxes({
  roles,
  checked,
  actorIsOwner,
  error,
  idPrefix,
}: RoleCheckboxesProps) {
  const errorId = `${idPrefix}-roles-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink-800">Vai trò</legend>
      <ul className="grid gap-1 sm:grid-cols-2">
        {roles.map((role) => {
          const locked = !actorIsOwner && ownerOnlyRole(role)
          const id = `${idPrefix}-role-${role.id}`
          return (
            <li key={role.id}>
              <label htmlFor={id} className="flex min-h-11 items-start gap-2 py-1">
                <input
                  id={id}
                  type="checkbox"
                  name="role_ids"
                  value={role.id}
                  defaultChecked={checked.includes(role.id)}
                  disabled={locked}
                  aria-invalid={error ? true : undefined}
                  className="mt-1 size-5 accent-brand-700"
                />
                <span className={locked ? 'text-ink-500' : ''}>
                  {role.name}
                  {locked ? (
                    <span className="block text-xs">Chỉ chủ cửa hàng mới được giao hoặc gỡ.</span>
                  ) : null}
                </span>
              </label>
            </li>
          )
        })}
      </ul>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/**
 * The role ids a form holds: the boxes ticked, plus the disabled ones that were ticked (a role the
 * person holds and this actor may not take away stays theirs).
 */
export function readRoleIds(form: HTMLFormElement): number[] {
  return [...form.querySelectorAll<HTMLInputElement>('input[name="role_ids"]')]
    .filter((box) => box.checked)
    .map((box) => Number(box.value))
}
