import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'

// Guests buying as a shop's customers do, while a test kills the process under them: each puts a
// product in a cart of its own, then places the order with an Idempotency-Key. An attempt that gets
// no answer (the connection broke) or a 5xx is sent again with the same key and cart, to whichever
// process `retryOrigin` names, as a browser's retry or a load balancer's would.

const HANOI = { province_code: '01', ward_code: '00004' }
const REQUEST_TIMEOUT_MS = 30_000

export type PaymentMethod = 'cod' | 'bank_transfer'

export interface Attempt {
  origin: string
  /** The answer's status; 0 when none came (refused, reset, timed out). */
  status: number
}

export interface CheckoutRecord {
  key: string
  /** The guest's `cart_token` cookie: the key counts within this visitor's scope. */
  cookie: string
  paymentMethod: PaymentMethod
  attempts: Attempt[]
  /** The order code of the first 2xx answer; null when none came. */
  code: string | null
  /** A later 2xx answered another order than the first: a second order for one key. */
  mismatch: boolean
}

/** The status of a checkout's last attempt (0: it got no answer). */
export const lastStatus = (record: CheckoutRecord) => record.attempts.at(-1)?.status ?? 0

/**
 * The checkouts that did not end as they must when a process dies under them: each ends with an
 * answer (no 5xx, none left without one), either its order or the 409 of a sold-out product, and
 * no key answers two orders.
 */
export function unsettledCheckouts(records: CheckoutRecord[]): CheckoutRecord[] {
  return records.filter((record) => {
    const status = lastStatus(record)
    if (status === 0 || status >= 500 || record.mismatch) return true
    return record.code === null && status !== 409
  })
}

export interface CheckoutLoadOptions {
  buyers: number
  /** Note written on every order: the read-back finds this load's orders by it. */
  marker: string
  productIds: number[]
  /** Where buyer `buyer` sends its `n`th cart and order. */
  origin(buyer: number, n: number): string
  /** Where an attempt that got no answer or a 5xx goes next. */
  retryOrigin(failed: string): string
  /** How long an order is retried before it is given up (default 60 s). */
  retryForMs?: number
  /** One order in this many pays by bank transfer, which opens a payment attempt (default 4). */
  bankTransferEvery?: number
}

export interface CheckoutLoad {
  records: CheckoutRecord[]
  /** Checkout requests sent to `origin` and not answered yet. */
  inFlight(origin: string): number
  /** Orders answered 2xx so far. */
  placed(): number
  /** 2xx answers `origin` gave so far. */
  answered(origin: string): number
  /** Starts no new order; settles once every buyer's order under way has its final answer. */
  stop(): Promise<void>
}

const isNoAnswer = (status: number) => status === 0 || status >= 500
const isAnswer = (status: number) => status >= 200 && status < 300

/** `POST /api/v1/cart/items` as a new guest: the cart's cookie, or null when it failed. */
export async function newGuestCart(
  origin: string,
  productId: number,
  quantity: number,
): Promise<string | null> {
  try {
    const response = await fetch(`${origin}/api/v1/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ product_id: productId, quantity }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    await response.body?.cancel()
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('cart_token='))
    return response.status === 200 && cookie ? cookie.split(';')[0]! : null
  } catch {
    return null
  }
}

export function checkoutBody(marker: string, paymentMethod: PaymentMethod): string {
  return JSON.stringify({
    name: 'Trần Thị Bình',
    phone: '0987654321',
    email: 'khach.thu.tai@phiencho.test',
    ...HANOI,
    street: '25 Hàng Bài',
    shipping_method: 'standard',
    payment_method: paymentMethod,
    note: marker,
  })
}

/** One checkout attempt: its status and, for a 2xx, the order's code. */
export async function sendCheckout(
  origin: string,
  record: Pick<CheckoutRecord, 'key' | 'cookie'>,
  body: string,
): Promise<{ status: number; code: string | null }> {
  try {
    const response = await fetch(`${origin}/api/v1/checkout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        cookie: record.cookie,
        'idempotency-key': record.key,
      },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    // A body cut off by the crash counts as no answer: the client never learnt the order.
    const text = await response.text()
    if (response.status < 200 || response.status >= 300)
      return { status: response.status, code: null }
    const code = (JSON.parse(text) as { order?: { code?: string } }).order?.code ?? null
    return code ? { status: response.status, code } : { status: 0, code: null }
  } catch {
    return { status: 0, code: null }
  }
}

/**
 * Sends the order until it has an answer that is not a failure of the server: a 2xx (the order),
 * or a refusal (409 sold out, 422). Each retry carries the same key and cart.
 */
export async function placeWithRetries(
  record: CheckoutRecord,
  first: string,
  body: string,
  options: {
    retryOrigin(failed: string): string
    retryForMs: number
    inFlight?: Map<string, number>
  },
): Promise<void> {
  const deadline = Date.now() + options.retryForMs
  let origin = first
  for (;;) {
    options.inFlight?.set(origin, (options.inFlight.get(origin) ?? 0) + 1)
    const answer = await sendCheckout(origin, record, body)
    options.inFlight?.set(origin, options.inFlight.get(origin)! - 1)
    record.attempts.push({ origin, status: answer.status })
    if (answer.code) {
      if (record.code !== null && record.code !== answer.code) record.mismatch = true
      record.code ??= answer.code
      return
    }
    if (!isNoAnswer(answer.status) || Date.now() > deadline) return
    origin = options.retryOrigin(origin)
    await sleep(answer.status === 0 ? 100 : 250)
  }
}

/** `buyers` guests ordering in a loop until `stop()`. */
export function startCheckoutLoad(options: CheckoutLoadOptions): CheckoutLoad {
  const records: CheckoutRecord[] = []
  const inFlight = new Map<string, number>()
  const retryForMs = options.retryForMs ?? 60_000
  const bankEvery = options.bankTransferEvery ?? 4
  let stopping = false
  const buyer = async (index: number) => {
    for (let n = 0; !stopping; n++) {
      const origin = options.origin(index, n)
      const productId = options.productIds[(index * 7 + n) % options.productIds.length]!
      const cookie = await newGuestCart(origin, productId, 1 + ((index + n) % 2))
      if (!cookie) {
        // The process is down or the product sold out: the next turn picks another.
        await sleep(100)
        continue
      }
      const paymentMethod: PaymentMethod = (index + n) % bankEvery === 0 ? 'bank_transfer' : 'cod'
      const record: CheckoutRecord = {
        key: `crash-${randomUUID()}`,
        cookie,
        paymentMethod,
        attempts: [],
        code: null,
        mismatch: false,
      }
      records.push(record)
      await placeWithRetries(record, origin, checkoutBody(options.marker, paymentMethod), {
        retryOrigin: options.retryOrigin,
        retryForMs,
        inFlight,
      })
    }
  }
  const running = Promise.all(Array.from({ length: options.buyers }, (_, index) => buyer(index)))
  return {
    records,
    inFlight: (origin) => inFlight.get(origin) ?? 0,
    placed: () => records.filter((record) => record.code !== null).length,
    answered: (origin) =>
      records.filter((record) =>
        record.attempts.some((attempt) => attempt.origin === origin && isAnswer(attempt.status)),
      ).length,
    async stop() {
      stopping = true
      await running
    },
  }
}

/** Waits until `check` holds, polling every 20 ms; rejects after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => boolean,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(20)
  }
}
