import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW } from '@phiencho/contracts'
import { Secret, TOTP } from 'otpauth'

const settings = { algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } as const

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The `otpauth://` URI authenticator apps read from the QR code. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return new TOTP({ ...settings, issuer, label: account, secret }).toString()
}

/**
 * The time step the code belongs to, when it is the code of the current step or of the one
 * before or after (clock drift); null otherwise. The caller refuses a step already used.
 */
export function matchTotp(secret: string, code: string, now = Date.now()): number | null {
  const totp = new TOTP({ ...settings, secret })
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW })
  return delta === null ? null : totp.counter({ timestamp: now }) + delta
}
