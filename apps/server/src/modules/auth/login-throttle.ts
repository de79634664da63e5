import type { HitCounter } from '../../lib/hit-counter.ts'
import { tooManyRequests } from '../../lib/errors.ts'

const WINDOW_MS = 60_000

export interface LoginThrottle {
  /** Throws 429 when this email+IP has failed too often, or this IP has tried too often, this minute. */
  check(email: string, ip: string): Promise<void>
  recordFailure(email: string, ip: string): Promise<void>
  recordSuccess(email: string, ip: string): Promise<void>
}

/**
 * `kind` names the failures counted: `login` (passwords) or `code` (second-step codes, which a
 * right password must not reset). Attempts per IP are counted together.
 */
export function createLoginThrottle(
  counter: HitCounter,
  limits: { maxFailures: number; maxPerIp: number },
  kind: 'login' | 'code' = 'login',
): LoginThrottle {
  const pairKey = (email: string, ip: string) => `${kind}:fail:${email.toLowerCase()}|${ip}`
  const ipKey = (ip: string) => `login:ip:${ip}`
  return {
    async check(email, ip) {
      const perIp = await counter.hit(ipKey(ip), WINDOW_MS)
      if (perIp.count > limits.maxPerIp) throw tooManyRequests(perIp.resetMs / 1000)
      const failures = await counter.peek(pairKey(email, ip))
      if (failures.count >= limits.maxFailures) throw tooManyRequests(failures.resetMs / 1000)
    },
    async recordFailure(email, ip) {
      await counter.hit(pairKey(email, ip), WINDOW_MS)
    },
    async recordSuccess(email, ip) {
      await counter.reset(pairKey(email, ip))
    },
  }
}
