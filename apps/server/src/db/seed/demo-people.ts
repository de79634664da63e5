import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { hashPassword } from '../../modules/users/index.ts'
import type { Db } from '../client.ts'
import {
  addresses,
  order_items,
  order_status_history,
  orders,
  payments,
  products,
  roles,
  user_roles,
  users,
  wards,
  wishlist_items,
} from '../schema.ts'
import { DEMO_PASSWORD, userSpecs } from './content/users.ts'

const DAY = 86_400_000

export interface PasswordHashes {
  demo: string
  /** Of a random password nobody knows: generated shoppers cannot sign in. */
  unusable: string
}

/** Hashing is slow on purpose, so it runs before the seeding transaction. */
export async function hashDemoPasswords(): Promise<PasswordHashes> {
  const [demo, unusable] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(randomUUID()),
  ])
  return { demo, unusable }
}

/** The demo people, shoppers and one staff account per role template (the migration's roles). */
export async function seedUsers(db: Db, hashes: PasswordHashes, now: number) {
  const people = await db
    .insert(users)
    .values(
      userSpecs.map((u, i) => ({
        name: u.name,
        email: u.email,
        phone: u.phone,
        password_hash: hashes.demo,
        email_verified_at: new Date(now - (200 - i) * DAY),
        created_at: new Date(now - (210 - i) * DAY),
      })),
    )
    .returning({ id: users.id, email: users.email, name: users.name, phone: users.phone })
  const templates = await db.select({ id: roles.id, key: roles.key }).from(roles)
  const roleKeyOf = new Map(userSpecs.map((spec) => [spec.email, spec.roleKey]))
  const held = people.flatMap((person) => {
    const key = roleKeyOf.get(person.email)
    if (!key) return []
    const role = templates.find((t) => t.key === key)
    if (!role) throw new Error(`Role template ${key} is missing: migrate first`)
    return [{ user_id: person.id, role_id: role.id }]
  })
  await db.insert(user_roles).values(held)
  return people.map((person) => ({ ...person, staff: roleKeyOf.get(person.email) !== undefined }))
}

function orderCode(placed: Date, seq: number): string {
  const yymmdd = placed.toISOString().slice(2, 10).replaceAll('-', '')
  return `PC${yymmdd}${String(seq).padStart(6, '0')}`
}

/** The demo customer's default address, a few wished-for products and three past orders. */
export async function seedCustomerHistory(
  db: Db,
  customerId: number,
  productIds: number[],
  now: number,
): Promise<void> {
  const [ward] = await db.select().from(wards).where(eq(wards.code, '00166'))
  if (!ward) throw new Error('Ward 00166 (Phường Cầu Giấy) is missing: load the geo tables first')
  const street = 'Số 12, ngõ 68 Cầu Giấy'
  await db.insert(addresses).values({
    user_id: customerId,
    recipient_name: 'Nguyễn Văn An',
    phone: '0912345678',
    province_code: ward.province_code,
    ward_code: ward.code,
    street,
    is_default: true,
  })
  await db
    .insert(wishlist_items)
    .values(productIds.slice(0, 4).map((product_id) => ({ user_id: customerId, product_id })))

  const picked = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      price: products.price,
      sale_price: products.sale_price,
    })
    .from(products)
    .where(inArray(products.id, productIds.slice(10, 15)))
    .orderBy(products.id)
  const orderSpecs = [
    {
      daysAgo: 42,
      lines: picked.slice(0, 2),
      method: 'cod' as const,
      status: 'completed' as const,
    },
    {
      daysAgo: 1,
      lines: picked.slice(2, 3),
      method: 'bank_transfer' as const,
      status: 'pending' as const,
    },
    // Delivered three days ago: its lines wait for the customer's review.
    {
      daysAgo: 6,
      lines: picked.slice(3, 5),
      method: 'cod' as const,
      status: 'delivered' as const,
    },
  ]
  const flow = ['pending', 'confirmed', 'shipping', 'delivered', 'completed'] as const

  for (const [index, spec] of orderSpecs.entries()) {
    const placed = new Date(now - spec.daysAgo * DAY)
    const lines = spec.lines.map((line, i) => {
      const unit_price = line.sale_price ?? line.price
      const quantity = i + 1
      return {
        product_id: line.id,
        name: line.name,
        sku: line.sku,
        unit_price,
        quantity,
        line_total: unit_price * quantity,
      }
    })
    const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0)
    const shipping_fee = subtotal >= 500_000 ? 0 : 30_000
    const paid = spec.status === 'completed'
    const [order] = await db
      .insert(orders)
      .values({
        code: orderCode(placed, index + 1),
        user_id: customerId,
        contact_name: 'Nguyễn Văn An',
        contact_phone: '0912345678',
        contact_email: 'khachhang@phiencho.vn',
        province_code: ward.province_code,
        province_name: 'Thành phố Hà Nội',
        ward_code: ward.code,
        ward_name: ward.name,
        street,
        shipping_fee,
        subtotal,
        discount: 0,
        total: subtotal + shipping_fee,
        payment_method: spec.method,
        status: spec.status,
        payment_status: paid ? 'paid' : 'unpaid',
        idempotency_key: randomUUID(),
        placed_at: placed,
        created_at: placed,
      })
      .returning({ id: orders.id, total: orders.total })
    if (!order) throw new Error('Order insert returned nothing')
    await db.insert(order_items).values(lines.map((line) => ({ ...line, order_id: order.id })))
    const steps = flow.slice(0, flow.indexOf(spec.status) + 1)
    await db.insert(order_status_history).values(
      steps.map((to_status, i) => ({
        order_id: order.id,
        from_status: i === 0 ? null : (steps[i - 1] ?? null),
        to_status,
        note: i === 0 ? 'Đơn hàng đã được đặt.' : null,
        created_at: new Date(placed.getTime() + i * DAY),
      })),
    )
    if (paid) {
      const paidAt = new Date(placed.getTime() + (steps.length - 2) * DAY)
      await db.insert(payments).values({
        order_id: order.id,
        provider: 'cod',
        amount: order.total,
        status: 'paid',
        paid_at: paidAt,
      })
    }
  }
}
