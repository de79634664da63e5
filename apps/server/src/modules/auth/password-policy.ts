import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
// Firefox Accounts' list of the most common passwords (about 10,000 entries).
const commonList = require('fxa-common-password-list') as { test(password: string): boolean }

// Common in Vietnam and missing from that English-centred list.
const vietnameseCommon = new Set([
  'anhyeuem',
  'anhyeuem123',
  'emyeuanh',
  'emyeuanh123',
  'matkhau',
  'matkhau123',
  'matkhau1234',
  'vietnam123',
  'hanoi123',
  'saigon123',
  'phiencho',
  'phiencho123',
])

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase()
  return commonList.test(password) || commonList.test(lower) || vietnameseCommon.has(lower)
}
