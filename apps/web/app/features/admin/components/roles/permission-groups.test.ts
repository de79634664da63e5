import { PERMISSIONS } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import { ownerOnlyPermission, ownerRoleLocked, permissionChoices } from './permission-groups'

const locked = (options: Parameters<typeof permissionChoices>[0]) =>
  permissionChoices(options)
    .flatMap((group) => group.choices)
    .filter((choice) => choice.lockedBecause !== null)

describe('permission checkboxes', () => {
  it('list every permission once, grouped', () => {
    const keys = permissionChoices({ actorIsOwner: true, roleIsOwner: false }).flatMap((g) =>
      g.choices.map((c) => c.key),
    )
    expect([...keys].sort()).toEqual([...PERMISSIONS].sort())
  })

  it('leave everything open to an owner editing another role', () => {
    expect(locked({ actorIsOwner: true, roleIsOwner: false })).toEqual([])
  })

  it('lock the owner-only permissions for anyone else, with the reason', () => {
    expect(locked({ actorIsOwner: false, roleIsOwner: false })).toEqual([
      { key: 'settings:bank', label: expect.any(String), lockedBecause: ownerOnlyPermission },
      { key: 'staff:manage', label: expect.any(String), lockedBecause: ownerOnlyPermission },
    ])
  })

  it('lock every box of the owner role, even for an owner', () => {
    const all = locked({ actorIsOwner: true, roleIsOwner: true })
    expect(all).toHaveLength(PERMISSIONS.length)
    expect(new Set(all.map((c) => c.lockedBecause))).toEqual(new Set([ownerRoleLocked]))
  })
})
