import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'

/**
 * A 32-byte key for one purpose, derived from the app secret (HKDF-SHA256): a key leaked for one
 * purpose opens nothing else, and rotating `APP_SECRET` rotates them all.
 */
export function purposeKey(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'phiencho', purpose, 32))
}

/** AES-256-GCM: `iv.tag.ciphertext`, each base64url. */
export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
}

/** The plaintext of `seal`; throws when the value was not sealed with this key (or was altered). */
export function unseal(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !body) throw new Error('Not a sealed value')
  const decipher = createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
}

/** HMAC-SHA256 hex: for short secrets (recovery codes) a stolen table must not reveal by brute force. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex')
}
