import { keyedHash, purposeKey } from '../../lib/sealed-secret.ts'
import { safeEqual } from '../../lib/secure-token.ts'

/**
 * How long the link in a guest's order mails opens the order: long enough to follow a delivery
 * and the weeks after it when a return or a complaint comes up; later the guest still has the
 * lookup by code and phone number.
 */
export const GUEST_ORDER_LINK_DAYS = 30

const PURPOSE = 'guest-order-link'
const DAY_MS = 86_400_000

export interface LinkedOrder {
  id: number
  code: string
}

export interface LinkSecrets {
  appSecret: string
  /** Links signed before a rotation of APP_SECRET keep opening until they expire. */
  appSecretPrevious?: string | undefined
}

const signature = (secret: string, order: LinkedOrder, expires: string) =>
  keyedHash(purposeKey(secret, PURPOSE), `${order.id}:${order.code}:${expires}`)

/**
 * `<expiry in seconds, base 36>.<HMAC>`: signed with a key derived from the app secret for this
 * purpose only, bound to the order's id and code. Nothing is stored: rotating the secret (beyond
 * `APP_SECRET_PREVIOUS`) revokes every link.
 */
export function guestOrderToken(appSecret: string, order: LinkedOrder, now = new Date()): string {
  const stamp = Math.floor((now.getTime() + GUEST_ORDER_LINK_DAYS * DAY_MS) / 1000).toString(36)
  return `${stamp}.${signature(appSecret, order, stamp)}`
}

/** Whether `token` was signed for this order and has not expired. */
export function guestOrderTokenOpens(
  secrets: LinkSecrets,
  order: LinkedOrder,
  token: string,
  now = new Date(),
): boolean {
  const [stamp, mac, ...rest] = token.split('.')
  if (!stamp || !mac || rest.length > 0 || !/^[0-9a-z]{1,10}$/.test(stamp)) return false
  if (Number.parseInt(stamp, 36) * 1000 <= now.getTime()) return false
  const candidates = [secrets.appSecret, secrets.appSecretPrevious].filter(
    (secret): secret is string => Boolean(secret),
  )
  return candidates.some((secret) => safeEqual(mac, signature(secret, order, stamp)))
}

/**
 * Where a mail about an order sends its reader: a customer's order is in their account; a guest
 * opens theirs with a signed link, without signing in.
 */
export function orderPageUrl(
  appUrl: string,
  appSecret: string,
  order: LinkedOrder & { user_id: number | null },
): string {
  if (order.user_id !== null) {
    return `${appUrl}/my-account/order-history/${encodeURIComponent(order.code)}`
  }
  const params = new URLSearchParams({ code: order.code, token: guestOrderToken(appSecret, order) })
  return `${appUrl}/don-hang/lich-su?${params}`
}
