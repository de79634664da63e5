import { randomInt } from 'node:crypto'
import { RECOVERY_CODE_COUNT } from '@phiencho/contracts'

// Lower-case letters and digits without the look-alikes (i, l, o, 0, 1): easy to read and type.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten codes `xxxx-xxxx` (about 40 bits each), shown once and kept hashed. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)])
    return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
  })
}

/** The code as kept: typed in any case, with or without the dash and spaces. */
export function normalRecoveryCode(input: string): string | null {
  const plain = input.toLowerCase().replace(/[\s-]+/g, '')
  return /^[a-z0-9]{8}$/.test(plain) ? plain : null
}
