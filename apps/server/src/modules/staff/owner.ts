import type { Db } from '../../db/client.ts'
import { createUser, findUserByEmail, setDisabled, setPassword } from '../users/index.ts'
import { lockOwnerRole } from './roles.repository.ts'
import { insertUserRoles, selectRoleIdsOf } from './staff.repository.ts'

export interface OwnerInput {
  email: string
  password: string
  name?: string
}

export const DEFAULT_OWNER_NAME = 'Chủ cửa hàng'

/**
 * Makes an owner (the first one, or one to recover access): creates the account, or gives an
 * existing one the owner role, this password, and enables it. Ends the account's other sessions.
 */
export async function createOwner(
  db: Db,
  input: OwnerInput,
): Promise<{ userId: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const ownerRole = await lockOwnerRole(tx)
    if (!ownerRole) throw new Error('The owner role is missing: migrate the database first.')
    const existing = await findUserByEmail(tx, input.email)
    const user =
      existing ??
      (await createUser(tx, {
        name: input.name ?? DEFAULT_OWNER_NAME,
        email: input.email,
        phone: null,
        password: input.password,
      }))
    if (existing) {
      await setPassword(tx, existing.id, input.password)
      if (existing.disabled_at) await setDisabled(tx, existing.id, false)
    }
    if (!(await selectRoleIdsOf(tx, user.id)).includes(ownerRole.id)) {
      await insertUserRoles(tx, user.id, [ownerRole.id])
    }
    return { userId: user.id, created: !existing }
  })
}
