import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import {
  order_items,
  order_status_history,
  orders,
  product_reviews,
  products,
  review_photos,
} from '../db/schema.ts'
import type { TestApp } from './app.ts'

// Delivered order lines and reviews for review tests, written straight to the tables.

const DAY = 86_400_000
type OrderStatus = (typeof orders.$inferInsert)['status'] & string
type Source = Db | TestApp

const dbOf = (source: Source): Db => ('database' in source ? source.database.db : source)

/** The steps an order went through to reach `status` (a cancelled one never shipped). */
function stepsTo(status: OrderStatus): OrderStatus[] {
  if (status === 'cancelled') return ['pending', 'cancelled']
  const flow: OrderStatus[] = ['pending', 'confirmed', 'shipping', 'delivered', 'completed']
  return flow.slice(0, flow.indexOf(status) + 1)
}

let sequence = 0

export interface DeliveredLineOptions {
  userId: number
  productId: number
  /** Days since the order reached `delivered` (default 1). */
  deliveredDaysAgo?: number
  /** The order's status (default `delivered`); before delivery, it has no delivery date. */
  status?: OrderStatus
  variantName?: string | null
}

/**
 * An order of the user with one line of the product, through its whole status history: placed
 * three days before its delivery, delivered `deliveredDaysAgo` days ago (completed a day later).
 */
export async function createDeliveredOrderLine(source: Source, options: DeliveredLineOptions) {
  const db = dbOf(source)
  const status = options.status ?? 'delivered'
  const deliveredAt = new Date(Date.now() - (options.deliveredDaysAgo ?? 1) * DAY)
  const placedAt = new Date(deliveredAt.getTime() - 3 * DAY)
  const [product] = await db
    .select({ name: products.name, sku: products.sku, price: products.price })
    .from(products)
    .where(eq(products.id, options.productId))
  if (!product) throw new Error(`No product ${options.productId}`)
  sequence += 1
  const [order] = await db
    .insert(orders)
    .values({
      code: `PCR${String(Date.now()).slice(-8)}${sequence}`,
      user_id: options.userId,
      contact_name: 'Nguyễn Văn An',
      contact_phone: '0912345678',
      province_code: '01',
      province_name: 'Thành phố Hà Nội',
      ward_code: '00004',
      ward_name: 'Phường Ba Đình',
      street: '12 Lý Thường Kiệt',
      subtotal: product.price,
      total: product.price,
      payment_method: 'cod',
      status,
      payment_status: status === 'delivered' || status === 'completed' ? 'paid' : 'unpaid',
      idempotency_key: randomUUID(),
      placed_at: placedAt,
    })
    .returning({ id: orders.id, code: orders.code })
  const [item] = await db
    .insert(order_items)
    .values({
      order_id: order!.id,
      product_id: options.productId,
      name: product.name,
      sku: product.sku,
      variant_name: options.variantName ?? null,
      unit_price: product.price,
      quantity: 1,
      line_total: product.price,
    })
    .returning({ id: order_items.id })
  const steps = stepsTo(status)
  // pending, confirmed and shipping before the delivery; completed a day after it.
  const at = (step: OrderStatus, i: number) =>
    step === 'delivered'
      ? deliveredAt
      : step === 'completed'
        ? new Date(deliveredAt.getTime() + DAY)
        : new Date(placedAt.getTime() + i * 3_600_000)
  await db.insert(order_status_history).values(
    steps.map((to_status, i) => ({
      order_id: order!.id,
      from_status: i === 0 ? null : steps[i - 1]!,
      to_status,
      created_at: at(to_status, i),
    })),
  )
  return { orderId: order!.id, orderCode: order!.code, orderItemId: item!.id, deliveredAt }
}

export interface ReviewOptions {
  userId: number
  productId: number
  /** A line of the user's delivered order of the product, made when not given. */
  orderItemId?: number
  rating?: number
  body?: string
  status?: 'pending' | 'published' | 'hidden'
  heldFor?: 'words' | 'photos' | null
  hiddenReason?: string | null
  photos?: string[]
  helpfulCount?: number
  createdAt?: Date
  publishedAt?: Date
}

/** A review as the tables hold it (published unless told otherwise). */
export async function createReview(source: Source, options: ReviewOptions) {
  const db = dbOf(source)
  const orderItemId =
    options.orderItemId ??
    (await createDeliveredOrderLine(db, { userId: options.userId, productId: options.productId }))
      .orderItemId
  const status = options.status ?? 'published'
  const createdAt = options.createdAt ?? new Date()
  const photos = options.photos ?? []
  const [review] = await db
    .insert(product_reviews)
    .values({
      product_id: options.productId,
      order_item_id: orderItemId,
      user_id: options.userId,
      rating: options.rating ?? 5,
      body: options.body ?? 'Sản phẩm tốt, giao hàng nhanh, đóng gói cẩn thận.',
      status,
      held_for: options.heldFor ?? null,
      hidden_reason: options.hiddenReason ?? null,
      has_photos: photos.length > 0,
      helpful_count: options.helpfulCount ?? 0,
      created_at: createdAt,
      published_at: status === 'published' ? (options.publishedAt ?? createdAt) : null,
    })
    .returning()
  if (photos.length > 0) {
    await db
      .insert(review_photos)
      .values(photos.map((path, position) => ({ review_id: review!.id, path, position })))
  }
  return { ...review!, orderItemId }
}
