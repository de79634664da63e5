import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import zlib from 'node:zlib'

// Shoppers for the scale-out bench: each virtual user runs visits one after the other, without
// pause (a closed loop: the load follows what the shop can answer). A visit opens the home page, a
// category, two product pages and a search, puts a product in a new guest cart and, every other
// visit, orders it (COD, with an Idempotency-Key, sent again on no answer or a 5xx as a browser's
// retry would); one visit in ten signs the demo customer in. Bodies are read as bytes and never
// decoded: the load generator shares the machine's cores with the shop.

export const ROUTES = [
  'home',
  'category',
  'product',
  'search',
  'cart-add',
  'checkout',
  'login',
] as const
export type Route = (typeof ROUTES)[number]

/** One request: when it started (ms since the load began), how long it took, its status (0: no answer). */
export interface Sample {
  route: Route
  start: number
  ms: number
  status: number
}

export interface Catalogue {
  categorySlugs: string[]
  productSlugs: string[]
  /** Products a guest can buy by id, with a stock no run exhausts. */
  productIds: number[]
  searchWords: string[]
}

export interface CheckoutOutcome {
  key: string
  /** The order's code once a 2xx came; null when every attempt failed. */
  code: string | null
  attempts: number
  /** A retry answered another order than an earlier answer: one key, two orders. */
  mismatch: boolean
}

const CUSTOMER = { email: 'khachhang@phiencho.vn', password: 'PhienCho@2026' }
const REQUEST_TIMEOUT_MS = 30_000
const CHECKOUT_RETRY_MS = 30_000
const CHROMIUM_ENCODINGS = 'gzip, deflate, br, zstd'

interface Answer {
  status: number
  body: Buffer
  encoding: string | undefined
  cookies: string[]
}

const NO_ANSWER: Answer = { status: 0, body: Buffer.alloc(0), encoding: undefined, cookies: [] }

/** The order's code in a checkout answer; null when the body is cut off or not the order. */
function orderCode(answer: Answer): string | null {
  try {
    return (JSON.parse(bodyText(answer)) as { order?: { code?: string } }).order?.code ?? null
  } catch {
    return null
  }
}

/** The body as text, decoded from whatever the server compressed it with. */
function bodyText({ body, encoding }: Answer): string {
  switch (encoding) {
    case 'zstd':
      return zlib.zstdDecompressSync(body).toString()
    case 'br':
      return zlib.brotliDecompressSync(body).toString()
    case 'gzip':
      return zlib.gunzipSync(body).toString()
    case 'deflate':
      return zlib.inflateSync(body).toString()
    default:
      return body.toString()
  }
}

/** A request on a keep-alive agent; status 0 when the connection failed or timed out. */
function send(
  agent: http.Agent,
  origin: URL,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: {
          accept: options.body ? 'application/json' : 'text/html,application/json',
          'accept-encoding': CHROMIUM_ENCODINGS,
          ...(options.body
            ? {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(options.body)),
              }
            : {}),
          ...options.headers,
        },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.once('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            encoding: response.headers['content-encoding'],
            cookies: response.headers['set-cookie'] ?? [],
          }),
        )
        response.once('error', () => resolve(NO_ANSWER))
        response.once('aborted', () => resolve(NO_ANSWER))
      },
    )
    request.once('timeout', () => request.destroy(new Error('timed out')))
    request.once('error', () => resolve(NO_ANSWER))
    request.end(options.body)
  })
}

export interface ShopLoadOptions {
  origin: string
  users: number
  catalogue: Catalogue
  /** Note and email of every order: the read-back and the mail count find them by it. */
  marker: string
  email: string
  /** Only this route, for the per-route CPU phase (`checkout` still puts a product in a cart first). */
  only?: Route
}

export interface ShopLoad {
  samples: Sample[]
  checkouts: CheckoutOutcome[]
  /** Errors of the load generator itself (never expected). */
  clientErrors: string[]
  /** Milliseconds since the load began. */
  elapsed(): number
  stop(): Promise<void>
}

export function startShopLoad(options: ShopLoadOptions): ShopLoad {
  const origin = new URL(options.origin)
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.users })
  const samples: Sample[] = []
  const checkouts: CheckoutOutcome[] = []
  const clientErrors: string[] = []
  const began = performance.now()
  const { catalogue } = options
  let stopping = false
  let turn = 0
  const pick = <T>(list: T[]) => list[turn++ % list.length]!

  const timed = async (route: Route, request: Parameters<typeof send>[2]) => {
    const start = performance.now()
    const answer = await send(agent, origin, request)
    samples.push({
      route,
      start: start - began,
      ms: performance.now() - start,
      status: answer.status,
    })
    return answer
  }
  const checkoutBody = JSON.stringify({
    name: 'Phạm Văn Cường',
    phone: '0903123456',
    email: options.email,
    province_code: '01',
    ward_code: '00004',
    street: '45 Lê Lợi',
    shipping_method: 'standard',
    payment_method: 'cod',
    note: options.marker,
  })

  const addToCart = async () => {
    const answer = await timed('cart-add', {
      method: 'POST',
      path: '/api/v1/cart/items',
      body: JSON.stringify({ product_id: pick(catalogue.productIds), quantity: 1 }),
    })
    const cookie = answer.cookies.find((c) => c.startsWith('cart_token='))
    return answer.status === 200 && cookie ? cookie.split(';')[0]! : null
  }

  const checkout = async (cookie: string) => {
    const outcome: CheckoutOutcome = {
      key: `scale-${randomUUID()}`,
      code: null,
      attempts: 0,
      mismatch: false,
    }
    checkouts.push(outcome)
    const deadline = performance.now() + CHECKOUT_RETRY_MS
    for (;;) {
      outcome.attempts += 1
      const answer = await timed('checkout', {
        method: 'POST',
        path: '/api/v1/checkout',
        headers: { cookie, 'idempotency-key': outcome.key },
        body: checkoutBody,
      })
      if (answer.status >= 200 && answer.status < 300) {
        const code = orderCode(answer)
        if (code) {
          if (outcome.code !== null && outcome.code !== code) outcome.mismatch = true
          outcome.code ??= code
          return
        }
        // A body cut off: the shopper never learnt the order and sends it again.
      } else if (answer.status !== 0 && answer.status < 500) return
      if (performance.now() > deadline) return
      await sleep(100)
    }
  }

  const visit = async (n: number) => {
    const only = options.only
    if (!only || only === 'home') await timed('home', { path: '/' })
    if (!only || only === 'category') {
      await timed('category', { path: `/danh-muc-san-pham/${pick(catalogue.categorySlugs)}` })
    }
    if (!only || only === 'product') {
      await timed('product', { path: `/san-pham/${pick(catalogue.productSlugs)}` })
      if (!only) await timed('product', { path: `/san-pham/${pick(catalogue.productSlugs)}` })
    }
    if (!only || only === 'search') {
      await timed('search', {
        path: `/tim-kiem?q=${encodeURIComponent(pick(catalogue.searchWords))}`,
      })
    }
    if (!only || only === 'cart-add' || only === 'checkout') {
      const cookie = await addToCart()
      if (cookie && (only === 'checkout' || (!only && n % 2 === 0))) await checkout(cookie)
    }
    if (only === 'login' || (!only && n % 10 === 3)) {
      await timed('login', {
        method: 'POST',
        path: '/api/v1/login',
        body: JSON.stringify(CUSTOMER),
      })
    }
  }

  const user = async (index: number) => {
    for (let n = index; !stopping; n++) {
      try {
        await visit(n)
      } catch (error) {
        // The load goes on; the report names the first few.
        clientErrors.push(error instanceof Error ? error.message : String(error))
      }
    }
  }
  const running = Promise.all(Array.from({ length: options.users }, (_, index) => user(index)))
  return {
    samples,
    checkouts,
    clientErrors,
    elapsed: () => performance.now() - began,
    async stop() {
      stopping = true
      await running
      agent.destroy()
    },
  }
}
