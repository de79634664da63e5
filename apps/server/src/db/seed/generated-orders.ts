import { type Carrier, CARRIERS } from '@phiencho/contracts'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import {
  orders as ordersTable,
  products as productsTable,
  provinces,
  users,
  wards,
} from '../schema.ts'
import {
  cancelReasons,
  familyNames,
  givenNames,
  middleNames,
  pastVoucherCodes,
  phonePrefixes,
  streetNames,
} from './content/shoppers.ts'
import { createRandom, type Random } from './random.ts'

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000
const VIETNAM_OFFSET_MS = 7 * HOUR
const BATCH = 2_000

export interface GeneratedOrdersOptions {
  orders: number
  /** The orders are placed over this many days up to `now`, more of them in the recent ones. */
  days: number
  now: number
  /** Generated customer accounts; the other orders are guests' (default: one per 20 orders). */
  customers?: number
  /** The password hash every generated customer gets (hashing one each would take hours). */
  passwordHash: string
  seed?: number
  log?: (msg: string) => void
}

type Status = 'pending' | 'confirmed' | 'shipping' | 'delivered' | 'completed' | 'cancelled'
type Method = 'cod' | 'bank_transfer' | 'vnpay'
type PaymentState = 'unpaid' | 'paid' | 'failed' | 'refunded'

interface ProductRef {
  id: number
  name: string
  sku: string
  price: number
}
interface PlaceRef {
  provinceCode: string
  provinceName: string
  wardCode: string
  wardName: string
  region: 'north' | 'central' | 'south'
}
interface Shopper {
  id: number | null
  name: string
  phone: string
  email: string | null
}

const FLOW: Status[] = ['pending', 'confirmed', 'shipping', 'delivered', 'completed']

/** How far an order of this age has come, as shops see it: most old orders are completed. */
function statusByAge(random: Random, ageDays: number): Status {
  const r = random.next()
  if (ageDays < 1)
    return r < 0.5 ? 'pending' : r < 0.75 ? 'confirmed' : r < 0.88 ? 'shipping' : 'cancelled'
  if (ageDays < 3)
    return r < 0.05
      ? 'pending'
      : r < 0.25
        ? 'confirmed'
        : r < 0.65
          ? 'shipping'
          : r < 0.87
            ? 'delivered'
            : 'cancelled'
  if (ageDays < 10)
    return r < 0.1 ? 'shipping' : r < 0.38 ? 'delivered' : r < 0.86 ? 'completed' : 'cancelled'
  return r < 0.03 ? 'delivered' : r < 0.88 ? 'completed' : 'cancelled'
}

function paymentStateOf(random: Random, method: Method, status: Status): PaymentState {
  if (method === 'vnpay') {
    if (status !== 'cancelled') return 'paid'
    return random.chance(0.3) ? 'refunded' : 'failed'
  }
  if (method === 'bank_transfer') {
    if (status === 'cancelled') return random.chance(0.1) ? 'refunded' : 'unpaid'
    if (status === 'pending') return random.chance(0.4) ? 'paid' : 'unpaid'
    return 'paid'
  }
  if (status === 'completed') return 'paid'
  if (status === 'delivered') return random.chance(0.7) ? 'paid' : 'unpaid'
  return 'unpaid'
}

/** A day in the window, more likely the closer it is to `now` (a shop that grows). */
function placedAt(random: Random, now: number, days: number): number {
  const u = random.next()
  const x = random.chance(0.5) ? u : Math.sqrt(u)
  const day = Math.floor(now / DAY) - Math.floor((1 - x) * days)
  // Hours of a Vietnamese shopping day: a lunch bump and an evening peak, few at night.
  const hourWeights = [1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 9, 11, 9, 7, 7, 7, 8, 9, 11, 13, 14, 11, 5]
  let pick = random.int(0, hourWeights.reduce((a, b) => a + b, 0) - 1)
  let hour = 0
  while (pick >= hourWeights[hour]!) pick -= hourWeights[hour++]!
  const at = day * DAY + hour * HOUR - VIETNAM_OFFSET_MS + random.int(0, HOUR - 1)
  return Math.min(at, now - random.int(60_000, 30 * 60_000))
}

function phone(random: Random): string {
  return `${random.pick(phonePrefixes)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`
}

function fullName(random: Random): string {
  return `${random.pick(familyNames)} ${random.pick(middleNames)} ${random.pick(givenNames)}`
}

const SHIPPING_CARRIERS = CARRIERS.filter((carrier) => carrier !== 'other')

/** A parcel code shaped like the carrier's own (letters and digits, 10–13 characters). */
function trackingCode(random: Random, carrier: Carrier): string {
  const digits = (n: number) => String(random.int(0, 10 ** n - 1)).padStart(n, '0')
  if (carrier === 'ghn')
    return `GH${digits(4)}${String.fromCharCode(65 + random.int(0, 25))}${digits(4)}`
  if (carrier === 'viettel_post' || carrier === 'vnpost') return `${digits(6)}${digits(6)}`
  if (carrier === 'jt_express') return `84${digits(10)}`
  if (carrier === 'spx_express') return `SPXVN${digits(8)}`
  return `S${digits(8)}.${digits(4)}`
}

/** `PC` + the Vietnam date + six digits drawn without repeat within the day. */
function orderCode(placed: number, seqOfDay: number): string {
  const date = new Date(placed + VIETNAM_OFFSET_MS).toISOString().slice(2, 10).replaceAll('-', '')
  // 7919 is prime to 10^6: seq ↦ seq·7919 mod 10^6 never repeats within a day.
  return `PC${date}${String((seqOfDay * 7919 + 104_729) % 1_000_000).padStart(6, '0')}`
}

const array = (values: readonly unknown[], type: string) =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`

/**
 * Adds `orders` orders of realistic shape (statuses by age, COD and bank transfer most, 1–4 lines
 * of published products at their price, Vietnamese provinces, guests and returning customers, a
 * status history and payment rows that agree), for benchmarks and a back office with history.
 * Written `BATCH` orders per statement, with unnest arrays; needs the geo tables and products.
 */
export async function seedGeneratedOrders(db: Db, opts: GeneratedOrdersOptions): Promise<void> {
  const log = opts.log ?? (() => {})
  const random = createRandom(opts.seed ?? 20_261_127)
  const started = performance.now()
  const products: ProductRef[] = await db
    .select({
      id: productsTable.id,
      name: productsTable.name,
      sku: productsTable.sku,
      price: sql`coalesce(${productsTable.sale_price}, ${productsTable.price})`.mapWith(Number),
    })
    .from(productsTable)
    .where(eq(productsTable.status, 'published'))
    .orderBy(productsTable.id)
    .limit(5000)
  if (products.length === 0) throw new Error('No published products to order: seed the demo first')
  const places: PlaceRef[] = await db
    .selectDistinctOn([wards.province_code], {
      provinceCode: wards.province_code,
      provinceName: provinces.name,
      wardCode: wards.code,
      wardName: wards.name,
      region: provinces.region,
    })
    .from(wards)
    .innerJoin(provinces, eq(provinces.code, wards.province_code))
    .orderBy(wards.province_code, wards.code)
  if (places.length === 0) throw new Error('No provinces: load the geo tables first')
  // Big cities order most.
  const weightedPlaces = places.flatMap((place) =>
    ['01', '79', '48', '31', '92'].includes(place.provinceCode)
      ? [place, place, place, place, place]
      : [place],
  )

  const customers = await insertCustomers(db, random, opts)
  log(`${customers.length.toLocaleString('vi-VN')} generated customers`)

  const [maxRow] = await db
    .select({ max: sql`coalesce(max(${ordersTable.id}), 0)`.mapWith(Number) })
    .from(ordersTable)
  let nextId = (maxRow?.max ?? 0) + 1
  // Placed times first, sorted, so that ids and codes grow with time as in a real shop.
  const times = Array.from({ length: opts.orders }, () =>
    placedAt(random, opts.now, opts.days),
  ).sort((a, b) => a - b)
  // Each day's sequence goes on after the orders that day already has, so no code is drawn twice.
  const perDay = new Map<number, number>()
  const existing = await db
    .select({
      day: sql`floor(extract(epoch from ${ordersTable.placed_at}) * 1000 + ${VIETNAM_OFFSET_MS}) / ${DAY}`.mapWith(
        (value) => Math.floor(Number(value)),
      ),
      count: sql`count(*)`.mapWith(Number),
    })
    .from(ordersTable)
    .groupBy(sql`1`)
  for (const { day, count } of existing) perDay.set(day, (perDay.get(day) ?? 0) + count)

  for (let offset = 0; offset < times.length; offset += BATCH) {
    const orders: Record<string, unknown[]> = {}
    const items: Record<string, unknown[]> = {}
    const history: Record<string, unknown[]> = {}
    const payments: Record<string, unknown[]> = {}
    const push = (into: Record<string, unknown[]>, row: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(row)) (into[key] ??= []).push(value)
    }
    for (const placed of times.slice(offset, offset + BATCH)) {
      const id = nextId++
      const day = Math.floor((placed + VIETNAM_OFFSET_MS) / DAY)
      const seq = (perDay.get(day) ?? 0) + 1
      perDay.set(day, seq)
      const ageDays = (opts.now - placed) / DAY
      const status = statusByAge(random, ageDays)
      const r = random.next()
      const method: Method = r < 0.55 ? 'cod' : r < 0.9 ? 'bank_transfer' : 'vnpay'
      const payment = paymentStateOf(random, method, status)
      const shopper: Shopper =
        customers.length > 0 && random.chance(0.7)
          ? random.pick(customers)
          : {
              id: null,
              name: fullName(random),
              phone: phone(random),
              email: random.chance(0.7) ? `khach.${id}@example.vn` : null,
            }
      const place = random.pick(weightedPlaces)
      const lineCount = [1, 1, 1, 1, 1, 2, 2, 2, 3, 4][random.int(0, 9)]!
      let subtotal = 0
      for (const product of random.sample(products, lineCount)) {
        const quantity = random.chance(0.8) ? 1 : random.int(2, 3)
        subtotal += product.price * quantity
        push(items, {
          order_id: id,
          product_id: product.id,
          name: product.name,
          sku: product.sku,
          unit_price: product.price,
          quantity,
          line_total: product.price * quantity,
          created_at: new Date(placed),
        })
      }
      const express = random.chance(0.15)
      const baseFee = place.region === 'central' ? 35_000 : 30_000
      const shippingFee = express ? baseFee + 20_000 : subtotal >= 500_000 ? 0 : baseFee
      const voucher = random.chance(0.08) ? random.pick(pastVoucherCodes) : null
      const discount = voucher ? Math.min(50_000, Math.round(subtotal / 10 / 1000) * 1000) : 0
      const total = subtotal - discount + shippingFee
      const steps =
        status === 'cancelled'
          ? FLOW.slice(0, random.chance(0.7) ? 1 : 2)
          : FLOW.slice(0, FLOW.indexOf(status) + 1)
      if (status === 'cancelled') steps.push('cancelled')
      // Each step a few hours to a day after the last, never after now.
      let at = placed
      const stepTimes = steps.map((_, i) => {
        if (i > 0) at = Math.min(opts.now, at + random.int(2 * HOUR, 30 * HOUR))
        return at
      })
      const reason = status === 'cancelled' ? random.pick(cancelReasons) : null
      const handedOver = steps.includes('shipping')
      const carrier: Carrier | null = handedOver ? random.pick(SHIPPING_CARRIERS) : null
      steps.forEach((to, i) =>
        push(history, {
          order_id: id,
          from_status: i === 0 ? null : steps[i - 1],
          to_status: to,
          note: i === 0 ? 'Đơn hàng đã được đặt.' : to === 'cancelled' ? reason : null,
          created_at: new Date(stepTimes[i]!),
        }),
      )
      if (payment === 'paid' || payment === 'refunded') {
        const paidAt =
          method === 'cod'
            ? stepTimes[Math.min(3, stepTimes.length - 1)]!
            : placed + random.int(60_000, 20 * 60_000)
        push(payments, {
          order_id: id,
          provider: method,
          amount: total,
          status: payment,
          paid_at: new Date(paidAt),
          created_at: new Date(placed),
        })
      }
      push(orders, {
        id,
        code: orderCode(placed, seq),
        user_id: shopper.id,
        contact_name: shopper.name,
        contact_phone: shopper.phone,
        contact_email: shopper.email,
        province_code: place.provinceCode,
        province_name: place.provinceName,
        ward_code: place.wardCode,
        ward_name: place.wardName,
        street: `Số ${random.int(1, 299)}, đường ${random.pick(streetNames)}`,
        shipping_method: express ? 'express' : 'standard',
        shipping_fee: shippingFee,
        subtotal,
        discount,
        total,
        voucher_code: voucher,
        payment_method: method,
        status,
        payment_status: payment,
        placed_at: new Date(placed),
        cancelled_at: status === 'cancelled' ? new Date(stepTimes.at(-1)!) : null,
        cancel_reason: reason,
        carrier,
        tracking_code: carrier ? trackingCode(random, carrier) : null,
        created_at: new Date(placed),
        updated_at: new Date(stepTimes.at(-1)!),
      })
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into orders (id, code, user_id, contact_name, contact_phone, contact_email,
          province_code, province_name, ward_code, ward_name, street, shipping_method,
          shipping_fee, subtotal, discount, total, voucher_code, payment_method, status,
          payment_status, placed_at, cancelled_at, cancel_reason, carrier, tracking_code,
          created_at, updated_at)
        overriding system value
        select * from unnest(${array(orders.id!, 'int')}, ${array(orders.code!, 'text')},
          ${array(orders.user_id!, 'int')}, ${array(orders.contact_name!, 'text')},
          ${array(orders.contact_phone!, 'text')}, ${array(orders.contact_email!, 'text')},
          ${array(orders.province_code!, 'text')}, ${array(orders.province_name!, 'text')},
          ${array(orders.ward_code!, 'text')}, ${array(orders.ward_name!, 'text')},
          ${array(orders.street!, 'text')}, ${array(orders.shipping_method!, 'text')},
          ${array(orders.shipping_fee!, 'bigint')}, ${array(orders.subtotal!, 'bigint')},
          ${array(orders.discount!, 'bigint')}, ${array(orders.total!, 'bigint')},
          ${array(orders.voucher_code!, 'text')}, ${array(orders.payment_method!, 'payment_method')},
          ${array(orders.status!, 'order_status')}, ${array(orders.payment_status!, 'payment_status')},
          ${array(orders.placed_at!, 'timestamptz')}, ${array(orders.cancelled_at!, 'timestamptz')},
          ${array(orders.cancel_reason!, 'text')}, ${array(orders.carrier!, 'text')},
          ${array(orders.tracking_code!, 'text')}, ${array(orders.created_at!, 'timestamptz')},
          ${array(orders.updated_at!, 'timestamptz')})`)
      await tx.execute(sql`
        insert into order_items (order_id, product_id, name, sku, unit_price, quantity,
          line_total, created_at, updated_at)
        select o, p, n, s, u, q, l, c, c from unnest(${array(items.order_id!, 'int')},
          ${array(items.product_id!, 'int')}, ${array(items.name!, 'text')},
          ${array(items.sku!, 'text')}, ${array(items.unit_price!, 'bigint')},
          ${array(items.quantity!, 'int')}, ${array(items.line_total!, 'bigint')},
          ${array(items.created_at!, 'timestamptz')}) as t(o, p, n, s, u, q, l, c)`)
      await tx.execute(sql`
        insert into order_status_history (order_id, from_status, to_status, note, created_at,
          updated_at)
        select o, f, t, n, c, c from unnest(${array(history.order_id!, 'int')},
          ${array(history.from_status!, 'order_status')}, ${array(history.to_status!, 'order_status')},
          ${array(history.note!, 'text')}, ${array(history.created_at!, 'timestamptz')})
          as x(o, f, t, n, c)`)
      if (payments.order_id?.length) {
        await tx.execute(sql`
          insert into payments (order_id, provider, amount, status, paid_at, created_at, updated_at)
          select o, p, a, s, d, c, c from unnest(${array(payments.order_id, 'int')},
            ${array(payments.provider!, 'payment_method')}, ${array(payments.amount!, 'bigint')},
            ${array(payments.status!, 'payment_attempt_status')},
            ${array(payments.paid_at!, 'timestamptz')}, ${array(payments.created_at!, 'timestamptz')})
            as x(o, p, a, s, d, c)`)
      }
    })
    // The checks of the foreign keys to `orders` are planned once per connection, from the
    // table's statistics of that moment: planned on an empty table they read the whole table for
    // each row, and each batch took longer than the one before (20,000 orders: 126 s). Statistics
    // taken after the first batch, and now and then, let them read the key's index instead. (A
    // database with autovacuum on takes them by itself, later.)
    if (offset % (BATCH * 50) === 0) await db.execute(sql`analyze orders`)
    const done = Math.min(offset + BATCH, times.length)
    if (done % 50_000 === 0 || done === times.length) {
      log(
        `${done.toLocaleString('vi-VN')} / ${times.length.toLocaleString('vi-VN')} orders (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      )
    }
  }
  // The ids were given: the identity must go on after them.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`,
  )
  if (opts.orders >= 10_000) {
    log('vacuum analyze…')
    // The aggregates the triggers kept through the load too: their rows were rewritten at every
    // batch, and a database whose autovacuum is off would leave the dashboard reading the dead ones.
    await db.execute(
      sql`vacuum (analyze) orders, order_items, order_status_history, payments, users,
        order_days, order_state_counts, product_sales, user_day_signups`,
    )
  }
}

/** Customer accounts that order again and again, signed up over the same window as the orders. */
async function insertCustomers(
  db: Db,
  random: Random,
  opts: GeneratedOrdersOptions,
): Promise<Shopper[]> {
  const count = opts.customers ?? Math.ceil(opts.orders / 20)
  const [row] = await db
    .select({ max: sql`coalesce(max(${users.id}), 0)`.mapWith(Number) })
    .from(users)
  const first = (row?.max ?? 0) + 1
  const shoppers: Shopper[] = []
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows: Array<typeof users.$inferInsert> = []
    for (let i = offset; i < Math.min(count, offset + BATCH); i++) {
      const created = new Date(placedAt(random, opts.now, opts.days))
      rows.push({
        name: fullName(random),
        email: `khachhang.${first + i}@example.vn`,
        phone: phone(random),
        password_hash: opts.passwordHash,
        created_at: created,
        updated_at: created,
      })
    }
    const inserted = await db
      .insert(users)
      .values(rows)
      .returning({ id: users.id, name: users.name, phone: users.phone, email: users.email })
    shoppers.push(...inserted.map((user) => ({ ...user, phone: user.phone ?? phone(random) })))
  }
  return shoppers
}
