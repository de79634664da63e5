import {
  adminOrderMessages,
  adminPaths,
  adminUrl,
  messages,
  ORDER_TABS,
  orderMessages,
} from '@phiencho/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  audit_log,
  orders,
  products,
  user_roles,
  voucher_redemptions,
  vouchers,
} from '../../db/schema.ts'
import { selectRows } from '../../db/client.ts'
import { createCustomer, injectAs, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import {
  openMailingShop,
  fillCart,
  checkoutBody,
  createVoucher,
  newIdempotencyKey,
  visitor,
} from '../../test/shop-factories.ts'
import type { SmtpCapture } from '../../test/smtp-capture.ts'
import { createStaff } from '../../test/staff-factories.ts'

let t: TestApp
let smtp: SmtpCapture
type Staff = Awaited<ReturnType<typeof createStaff>>
let owner: Staff
let clerk: Staff
let accountant: Staff
let editor: Staff
let shopper: Awaited<ReturnType<typeof createCustomer>>

beforeAll(async () => {
  ;({ t, smtp } = await openMailingShop())
  owner = await createStaff(t, ['owner'], { name: 'Chủ Cửa Hàng' })
  clerk = await createStaff(t, ['orders'], { name: 'Lê Thị Đơn' })
  accountant = await createStaff(t, ['accountant'], { name: 'Kế Toán Viên' })
  editor = await createStaff(t, ['editor'])
  shopper = await createCustomer(t)
})
afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

const db = () => t.database.db
const as = (token: string, options: InjectOptions) => injectAs(t, token, options)
const url = (path: string, code = 'PC000000000001') => adminUrl(path, { code })
const stockOf = async (id: number) =>
  (await db().query.products.findFirst({ where: eq(products.id, id) }))!.stock
const auditRows = (code: string) =>
  db()
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity_type, 'order'), eq(audit_log.entity_id, code)))

let mailSequence = 0
const freshEmail = () => `nguoimua${++mailSequence}.${Date.now()}@example.vn`

/** Places an order from a fresh cart; `token` makes it a customer's. */
async function placeOrder(
  options: {
    token?: string
    body?: Record<string, unknown>
    voucher?: string
    product?: { id: number }
    quantity?: number
  } = {},
) {
  const product = options.product ?? (await createProduct(db(), { price: 200_000, stock: 50 }))
  const buyer = visitor(t)
  if (options.token) buyer.login(options.token)
  await fillCart(buyer, product.id, { quantity: options.quantity, voucher: options.voucher })
  const res = await buyer.request({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: checkoutBody({ email: freshEmail(), ...options.body }),
    headers: { 'idempotency-key': newIdempotencyKey() },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().order as { code: string; total: number; contact: { email: string } }
}

/** The mail to `to` whose subject holds `subject` (mails arrive in any order). */
async function mailTo(to: string, subject: string) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const mail = smtp.messages.find(
      (m) =>
        m.subject?.includes(subject) &&
        [m.to].flat().some((a) => a?.value.some((v) => v.address === to)),
    )
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no mail to ${to} about "${subject}"`)
}

const post = (token: string, path: string, code: string, payload?: object) =>
  as(token, { method: 'POST', url: url(path, code), ...(payload ? { payload } : {}) })

describe('who may use the order console', () => {
  const routes: Array<{
    method: InjectOptions['method']
    path: string
    payload?: object
    permission: string
  }> = [
    { method: 'GET', path: adminPaths.orders, permission: 'order:read' },
    { method: 'GET', path: adminPaths.ordersExport, permission: 'order:export' },
    { method: 'GET', path: adminPaths.order, permission: 'order:read' },
    {
      method: 'POST',
      path: adminPaths.orderNotes,
      payload: { visibility: 'private', body: 'x' },
      permission: 'order:write',
    },
    { method: 'POST', path: adminPaths.orderConfirm, permission: 'order:write' },
    {
      method: 'POST',
      path: adminPaths.orderHandOver,
      payload: { carrier: 'ghn', tracking_code: 'GHN1' },
      permission: 'order:write',
    },
    { method: 'POST', path: adminPaths.orderDeliver, permission: 'order:write' },
    { method: 'POST', path: adminPaths.orderComplete, permission: 'order:write' },
    {
      method: 'POST',
      path: adminPaths.orderCancel,
      payload: { reason: 'Hết hàng' },
      permission: 'order:cancel',
    },
    { method: 'POST', path: adminPaths.orderTransferReceived, permission: 'order:payment' },
    { method: 'POST', path: adminPaths.orderCodCollected, permission: 'order:payment' },
    {
      method: 'POST',
      path: adminPaths.orderRefund,
      payload: { amount: 1000 },
      permission: 'order:payment',
    },
    {
      method: 'POST',
      path: adminPaths.ordersBulk,
      payload: { action: 'confirm', codes: ['PC000000000001'] },
      permission: 'order:write',
    },
  ]
  const accountantMay = new Set(['order:read', 'order:export', 'order:payment'])

  it('answers 401 anonymous, 403 to a shopper, the editor, and the accountant without the permission', async () => {
    for (const route of routes) {
      const request = {
        method: route.method,
        url: url(route.path),
        ...(route.payload ? { payload: route.payload } : {}),
      }
      const where = `${route.method} ${route.path}`
      const anonymous = await t.app.inject(request)
      expect(anonymous.statusCode, where).toBe(401)
      expect(anonymous.json(), where).toEqual({ message: messages.unauthenticated })
      for (const token of [shopper.token, editor.token]) {
        const refused = await as(token, request)
        expect(refused.statusCode, where).toBe(403)
        expect(refused.json(), where).toEqual({ message: messages.forbidden })
      }
      const byAccountant = await as(accountant.token, request)
      if (accountantMay.has(route.permission)) {
        expect(byAccountant.statusCode, where).not.toBe(403)
      } else {
        expect(byAccountant.statusCode, where).toBe(403)
      }
    }
  })

  it('shows each caller only the actions their roles allow', async () => {
    const order = await placeOrder({ body: { payment_method: 'bank_transfer' } })
    const detail = async (token: string) =>
      (await as(token, { method: 'GET', url: url(adminPaths.order, order.code) })).json()
    expect((await detail(clerk.token)).actions).toEqual(['confirm', 'cancel', 'transfer_received'])
    expect((await detail(accountant.token)).actions).toEqual(['transfer_received'])
  })
})

describe('validation and missing orders', () => {
  it('answers 422 with Vietnamese messages per field', async () => {
    const list = await as(clerk.token, {
      method: 'GET',
      url: `${adminUrl(adminPaths.orders)}?tab=moi&from=2026-13-01&total_min=5&total_max=1&page=0`,
    })
    expect(list.statusCode).toBe(422)
    expect(list.json().errors).toMatchObject({
      tab: [adminOrderMessages.tab],
      from: [adminOrderMessages.date],
      page: [adminOrderMessages.page],
    })
    const range = await as(clerk.token, {
      method: 'GET',
      url: `${adminUrl(adminPaths.orders)}?from=2026-11-20&to=2026-11-01&total_min=5&total_max=1`,
    })
    expect(range.json().errors).toEqual({
      to: [adminOrderMessages.dateRange],
      total_max: [adminOrderMessages.totalRange],
    })
    // A day the calendar does not have is refused, not read as 2 March.
    const missingDay = await as(clerk.token, {
      method: 'GET',
      url: `${adminUrl(adminPaths.orders)}?from=2026-02-30`,
    })
    expect(missingDay.statusCode).toBe(422)
    expect(missingDay.json().errors).toEqual({ from: [adminOrderMessages.date] })

    const order = await placeOrder()
    const handOver = await post(clerk.token, adminPaths.orderHandOver, order.code, {
      carrier: 'dhl',
      tracking_code: 'có dấu cách',
    })
    expect(handOver.statusCode).toBe(422)
    expect(handOver.json().errors).toEqual({
      carrier: [adminOrderMessages.carrier],
      tracking_code: [adminOrderMessages.trackingCode],
    })
    const cancel = await post(clerk.token, adminPaths.orderCancel, order.code, { reason: ' ' })
    expect(cancel.json().errors).toEqual({ reason: [adminOrderMessages.cancelReason] })
    const note = await post(clerk.token, adminPaths.orderNotes, order.code, {
      visibility: 'public',
      body: '',
    })
    expect(note.json().errors).toEqual({
      visibility: [adminOrderMessages.visibility],
      body: [adminOrderMessages.note],
    })
    const bulk = await as(clerk.token, {
      method: 'POST',
      url: adminUrl(adminPaths.ordersBulk),
      payload: { action: 'confirm', codes: [] },
    })
    expect(bulk.json().errors).toEqual({ codes: [adminOrderMessages.bulkCodes] })
    expect(await auditRows(order.code)).toEqual([])
  })

  it('answers 404 for an order that does not exist', async () => {
    for (const res of [
      await as(clerk.token, { method: 'GET', url: url(adminPaths.order, 'PC999999999999') }),
      await post(clerk.token, adminPaths.orderConfirm, 'PC999999999999'),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: orderMessages.notFound })
    }
  })
})

describe('an order through the console', () => {
  it('confirms, hands over, delivers, collects COD and completes, with audit rows, timeline and mails', async () => {
    const customer = await createCustomer(t)
    const order = await placeOrder({ token: customer.token })
    const email = order.contact.email

    const confirmed = await post(clerk.token, adminPaths.orderConfirm, order.code, {
      note: adminOrderMessages.confirmedByPhone,
    })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({
      status: 'confirmed',
      actions: ['hand_over', 'cancel'],
    })
    const confirmMail = await mailTo(email, 'đã được xác nhận')
    expect(confirmMail.subject).toBe(`[Phiên Chợ] Đơn hàng ${order.code} đã được xác nhận`)
    expect(confirmMail.text).toContain(
      `https://phiencho.test/my-account/order-history/${order.code}`,
    )

    const again = await post(clerk.token, adminPaths.orderConfirm, order.code)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      message: orderMessages.illegalTransition('Đã xác nhận', 'Đã xác nhận'),
    })
    expect(await auditRows(order.code)).toHaveLength(1)

    const shipped = await post(clerk.token, adminPaths.orderHandOver, order.code, {
      carrier: 'ghn',
      tracking_code: 'GHNABC123',
    })
    expect(shipped.statusCode).toBe(200)
    expect(shipped.json().shipment).toEqual({
      carrier: 'ghn',
      carrier_name: 'GHN (Giao Hàng Nhanh)',
      tracking_code: 'GHNABC123',
      tracking_url: 'https://donhang.ghn.vn/?order_code=GHNABC123',
    })
    const shipMail = await mailTo(email, 'đang được giao')
    expect(shipMail.subject).toBe(`[Phiên Chợ] Đơn hàng ${order.code} đang được giao`)
    expect(shipMail.text).toContain('Mã vận đơn: GHNABC123')
    expect(shipMail.html).toContain('href="https://donhang.ghn.vn/?order_code=GHNABC123"')

    await post(clerk.token, adminPaths.orderNotes, order.code, {
      visibility: 'customer',
      body: 'Shipper sẽ gọi trước khi giao.',
    })
    await post(clerk.token, adminPaths.orderNotes, order.code, {
      visibility: 'private',
      body: 'Khách khó tính.',
    })
    const mine = await as(customer.token, { method: 'GET', url: `/api/v1/orders/${order.code}` })
    expect(mine.json().shipment.tracking_url).toBe('https://donhang.ghn.vn/?order_code=GHNABC123')
    expect(mine.json().shop_notes).toEqual([
      { body: 'Shipper sẽ gọi trước khi giao.', at: expect.any(String) },
    ])

    expect((await post(clerk.token, adminPaths.orderDeliver, order.code)).statusCode).toBe(200)
    await mailTo(email, 'đã được giao')
    const collected = await post(accountant.token, adminPaths.orderCodCollected, order.code)
    expect(collected.json()).toMatchObject({ payment_status: 'paid' })
    const done = await post(clerk.token, adminPaths.orderComplete, order.code)
    expect(done.json()).toMatchObject({ status: 'completed', payment_status: 'paid' })

    const detail = done.json()
    expect(detail.timeline.map((e: { actor: string }) => e.actor)).toEqual([
      'Khách hàng',
      'Lê Thị Đơn',
      'Lê Thị Đơn',
      'Lê Thị Đơn',
      'Kế Toán Viên',
      'Lê Thị Đơn',
    ])
    expect(detail.timeline[1].note).toBe(adminOrderMessages.confirmedByPhone)
    expect(detail.staff_notes.map((n: { visibility: string }) => n.visibility)).toEqual([
      'customer',
      'private',
    ])
    expect(detail.customer).toMatchObject({ user_id: customer.user.id, is_guest: false })

    const audit = await auditRows(order.code)
    expect(audit.map((row) => row.action).sort()).toEqual(
      [
        'order.confirm',
        'order.hand_over',
        'order.note',
        'order.note',
        'order.deliver',
        'order.cod_collected',
        'order.complete',
      ].sort(),
    )
    const handOverRow = audit.find((row) => row.action === 'order.hand_over')!
    expect(handOverRow).toMatchObject({
      actor_id: clerk.user.id,
      permission: 'order:write',
      before: { status: 'confirmed', carrier: null, tracking_code: null },
      after: { status: 'shipping', carrier: 'ghn', tracking_code: 'GHNABC123' },
    })
  })

  it('records a bank transfer and a refund no larger than what was paid', async () => {
    const order = await placeOrder({ body: { payment_method: 'bank_transfer' } })
    const detail = await as(accountant.token, {
      method: 'GET',
      url: url(adminPaths.order, order.code),
    })
    expect(detail.json().payments).toEqual([
      expect.objectContaining({ provider: 'bank_transfer', status: 'pending', memo: order.code }),
    ])
    const cod = await post(accountant.token, adminPaths.orderCodCollected, order.code)
    expect(cod.statusCode).toBe(409)
    expect(cod.json()).toEqual({ message: adminOrderMessages.notThisPaymentMethod })

    const paid = await post(accountant.token, adminPaths.orderTransferReceived, order.code)
    expect(paid.json()).toMatchObject({ payment_status: 'paid', actions: ['refund'] })
    expect(paid.json().payments[0]).toMatchObject({ status: 'paid' })

    const tooMuch = await post(accountant.token, adminPaths.orderRefund, order.code, {
      amount: order.total + 1,
    })
    expect(tooMuch.statusCode).toBe(422)
    expect(tooMuch.json().errors).toEqual({ amount: [adminOrderMessages.refundTooLarge] })
    const refunded = await post(accountant.token, adminPaths.orderRefund, order.code, {
      amount: 50_000,
      note: 'Hoàn một phần do giao trễ.',
    })
    expect(refunded.json()).toMatchObject({ payment_status: 'refunded', refund_amount: 50_000 })
    const mail = await mailTo(order.contact.email, 'hoàn tiền')
    expect(mail.text).toContain('Chúng tôi đã hoàn 50.000\u00a0₫')
    expect((await auditRows(order.code)).map((row) => row.action).sort()).toEqual([
      'order.refund',
      'order.transfer_received',
    ])
  })
})

describe('cancelling from the console', () => {
  it('gives stock and the voucher use back exactly once under concurrent cancels', async () => {
    const product = await createProduct(db(), { price: 300_000, stock: 7 })
    const voucher = await createVoucher(db(), {
      kind: 'fixed',
      value: 20_000,
      usage_limit: 10,
    })
    const order = await placeOrder({ product, quantity: 3, voucher: voucher.code })
    expect(await stockOf(product.id)).toBe(4)
    const usedCount = async () =>
      (await db().query.vouchers.findFirst({ where: eq(vouchers.id, voucher.id) }))!.used_count
    expect(await usedCount()).toBe(1)
    await post(clerk.token, adminPaths.orderConfirm, order.code)

    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(clerk.token, adminPaths.orderCancel, order.code, { reason: 'Khách đổi ý' }),
      ),
    )
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409])
    const refused = answers.find((res) => res.statusCode === 409)!
    expect(refused.json()).toEqual({
      message: orderMessages.illegalTransition('Đã hủy', 'Đã hủy'),
    })
    expect(await stockOf(product.id)).toBe(7)
    expect(await usedCount()).toBe(0)
    expect(
      await db()
        .select()
        .from(voucher_redemptions)
        .where(eq(voucher_redemptions.voucher_id, voucher.id)),
    ).toEqual([])
    const audit = await auditRows(order.code)
    expect(audit.map((row) => row.action).sort()).toEqual(['order.cancel', 'order.confirm'])
    const mail = await mailTo(order.contact.email, 'đã bị hủy')
    expect(mail.text).toContain('Lý do: Khách đổi ý')
    expect(mail.text).toContain('https://phiencho.test/don-hang/lich-su')
  })

  it('keeps the legacy status and payment routes working, audited', async () => {
    const order = await placeOrder()
    const res = await as(clerk.token, {
      method: 'PATCH',
      url: url(adminPaths.orderStatus, order.code),
      payload: { status: 'confirmed' },
    })
    expect(res.statusCode).toBe(200)
    const refused = await as(clerk.token, {
      method: 'PATCH',
      url: url(adminPaths.orderStatus, order.code),
      payload: { status: 'completed' },
    })
    expect(refused.statusCode).toBe(409)
    const paid = await as(accountant.token, {
      method: 'PATCH',
      url: url(adminPaths.orderPaymentStatus, order.code),
      payload: { payment_status: 'paid' },
    })
    expect(paid.statusCode).toBe(200)
    const audit = await auditRows(order.code)
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual(
      expect.arrayContaining([
        ['order.status', { status: 'pending' }, { status: 'confirmed' }],
        ['order.payment_status', { payment_status: 'unpaid' }, { payment_status: 'paid' }],
      ]),
    )
    expect(audit).toHaveLength(2)
  })
})

describe('bulk actions', () => {
  it('confirms and hands over each order in its own transaction, answering per code', async () => {
    const a = await placeOrder()
    const b = await placeOrder()
    await post(clerk.token, adminPaths.orderConfirm, b.code)
    const confirm = await as(clerk.token, {
      method: 'POST',
      url: adminUrl(adminPaths.ordersBulk),
      payload: { action: 'confirm', codes: [a.code, b.code, 'PC999999999999'] },
    })
    expect(confirm.statusCode).toBe(200)
    expect(confirm.json().results).toEqual([
      { code: a.code, ok: true, message: null },
      {
        code: b.code,
        ok: false,
        message: orderMessages.illegalTransition('Đã xác nhận', 'Đã xác nhận'),
      },
      { code: 'PC999999999999', ok: false, message: orderMessages.notFound },
    ])
    const handOver = await as(clerk.token, {
      method: 'POST',
      url: adminUrl(adminPaths.ordersBulk),
      payload: {
        action: 'hand_over',
        carrier: 'other',
        orders: [
          { code: a.code, tracking_code: 'A-1' },
          { code: b.code, tracking_code: 'B-1' },
        ],
      },
    })
    expect(handOver.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true])
    const detail = await as(clerk.token, { method: 'GET', url: url(adminPaths.order, a.code) })
    expect(detail.json().shipment).toEqual({
      carrier: 'other',
      carrier_name: 'Khác',
      tracking_code: 'A-1',
      tracking_url: null,
    })
    expect((await auditRows(a.code)).map((row) => row.action).sort()).toEqual([
      'order.confirm',
      'order.hand_over',
    ])
  })
})

describe('the list', () => {
  const list = async (query: string, token = clerk.token) => {
    const res = await as(token, { method: 'GET', url: `${adminUrl(adminPaths.orders)}?${query}` })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  it('counts every tab under the filters and lists the tab, searching without marks', async () => {
    const name = `Nguyễn Văn Ánh ${Date.now()}`
    const folded = name.replace('Nguyễn Văn Ánh', 'nguyen van anh')
    const pending = await placeOrder({ body: { name } })
    const transfer = await placeOrder({ body: { name, payment_method: 'bank_transfer' } })
    const cancelled = await placeOrder({ body: { name } })
    const cod = await placeOrder({ body: { name } })
    await post(clerk.token, adminPaths.orderCancel, cancelled.code, { reason: 'Trùng đơn' })
    for (const path of [
      adminPaths.orderConfirm,
      adminPaths.orderHandOver,
      adminPaths.orderDeliver,
    ]) {
      await post(clerk.token, path, cod.code, { carrier: 'ghtk', tracking_code: 'S1.2' })
    }

    const all = await list(`q=${encodeURIComponent(folded)}`)
    expect(all.counts).toEqual({
      'cho-xac-nhan': 2,
      'cho-kiem-tra-chuyen-khoan': 1,
      'cho-lay-hang': 0,
      'dang-giao': 0,
      'cod-chua-thu': 1,
      'hoan-thanh': 0,
      'da-huy': 1,
      'tat-ca': 4,
    })
    expect(Object.keys(all.counts)).toEqual(ORDER_TABS)
    expect(all.meta).toEqual({ current_page: 1, per_page: 20, total: 4, last_page: 1 })
    expect(all.data.map((row: { code: string }) => row.code)).toEqual([
      cod.code,
      cancelled.code,
      transfer.code,
      pending.code,
    ])
    expect(all.data[0]).toMatchObject({
      customer_name: name,
      phone: '0912345678',
      item_count: 1,
      status: 'delivered',
      shipment: { carrier: 'ghtk', tracking_code: 'S1.2' },
    })

    const tab = await list(`q=${encodeURIComponent(folded)}&tab=cho-xac-nhan&sort=oldest`)
    expect(tab.data.map((row: { code: string }) => row.code)).toEqual([pending.code, transfer.code])
    expect(tab.counts).toEqual(all.counts)
    expect(tab.meta.total).toBe(2)

    const filtered = await list(
      `q=${encodeURIComponent(folded)}&payment_method=bank_transfer&tab=cho-xac-nhan`,
    )
    expect(filtered.counts['tat-ca']).toBe(1)
    expect(filtered.data.map((row: { code: string }) => row.code)).toEqual([transfer.code])

    const byCode = await list(`q=${pending.code.toLowerCase()}`)
    expect(byCode.data.map((row: { code: string }) => row.code)).toEqual([pending.code])
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10)
    const dated = await list(`q=${encodeURIComponent(folded)}&from=${today}&to=${today}`)
    expect(dated.counts['tat-ca']).toBe(4)
    const yesterday = await list(`q=${encodeURIComponent(folded)}&to=2020-01-01`)
    expect(yesterday.counts['tat-ca']).toBe(0)
  })

  it('counts tabs from the kept state counts as the counted ones do', async () => {
    const placed = await placeOrder({ body: { name: 'Kiểm đếm', payment_method: 'bank_transfer' } })
    const detail = (
      await as(clerk.token, { method: 'GET', url: url(adminPaths.order, placed.code) })
    ).json()
    // The same row from the prepared page (no search) and from a search's page.
    for (const query of ['sort=newest', `q=${placed.code}`]) {
      const row = (await list(query)).data.find(
        (item: { code: string }) => item.code === placed.code,
      )
      expect(row, query).toMatchObject({
        placed_at: detail.placed_at,
        total: detail.total,
        status: 'pending',
        payment_method: 'bank_transfer',
        item_count: 1,
      })
    }
    // `total_min=0` matches every order but makes the tabs counted row by row.
    for (const filters of ['', 'status=pending&', 'payment_method=cod&payment_status=unpaid&']) {
      const kept = await list(filters)
      const counted = await list(`${filters}total_min=0`)
      expect(kept.counts, filters).toEqual(counted.counts)
      expect(kept.meta.total, filters).toBe(counted.meta.total)
    }
    const all = await list('')
    expect(all.counts['tat-ca']).toBeGreaterThan(0)
  })

  it('finds a phone typed with spaces and sorts by total', async () => {
    const name = `Trần Thị Cúc ${Date.now()}`
    const cheap = await placeOrder({ body: { name, phone: '0388 111 222' } })
    const dear = await placeOrder({ body: { name, phone: '0388111222' }, quantity: 3 })
    const byPhone = await list(`q=${encodeURIComponent('+84 388 111 222')}&sort=total_desc`)
    expect(byPhone.data.map((row: { code: string }) => row.code)).toEqual([dear.code, cheap.code])
    const range = await list(`q=0388111222&total_min=${dear.total}`)
    expect(range.data.map((row: { code: string }) => row.code)).toEqual([dear.code])
  })

  it('finds a phone by the full number, with +84 or 84, by its last or middle digits; only the phone', async () => {
    const suffix = String(Date.now()).slice(-7)
    const phone = `097${suffix}`
    const order = await placeOrder({ body: { name: `Khách số 097${suffix}`, phone } })
    const codes = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`)).data.map((row: { code: string }) => row.code)
    expect(await codes(phone)).toEqual([order.code])
    expect(await codes(`+84 97 ${suffix}`)).toEqual([order.code])
    expect(await codes(`84${phone.slice(1)}`)).toEqual([order.code])
    expect(await codes(`${phone.slice(0, 3)}.${phone.slice(3, 6)}.${phone.slice(6)}`)).toEqual([
      order.code,
    ])
    expect(await codes(suffix)).toContain(order.code)
    expect(await codes(phone.slice(2, 8))).toContain(order.code)
    const counted = await list(`q=${phone}`)
    expect(counted.counts['tat-ca']).toBe(1)
    expect(counted.counts['cho-xac-nhan']).toBe(1)
    // A number is looked for in the phone, not in the name that happens to hold it.
    expect(await codes(`098${suffix}`)).toEqual([])
    // Two digits are no phone: the name, code and email are searched as before.
    expect(await codes(`khach so 097${suffix}`)).toEqual([order.code])
  })

  it('answers each search with its own words or digits, when the same kind of search ran before', async () => {
    const stamp = String(Date.now()).slice(-7)
    const first = await placeOrder({
      body: { name: `Khách Ngọc ${stamp}`, phone: `0351${stamp.slice(1)}` },
    })
    const second = await placeOrder({
      body: { name: `Khách Lụa ${stamp}`, phone: `0362${stamp.slice(1)}` },
    })
    const found = async (q: string) => {
      const answer = await list(`q=${encodeURIComponent(q)}`)
      return {
        codes: answer.data.map((row: { code: string }) => row.code),
        all: answer.counts['tat-ca'],
      }
    }
    // Each kind twice in a row, the statement's text the same, its value not.
    expect(await found(`khach ngoc ${stamp}`)).toEqual({ codes: [first.code], all: 1 })
    expect(await found(`khach lua ${stamp}`)).toEqual({ codes: [second.code], all: 1 })
    expect(await found(`351${stamp.slice(1)}`)).toEqual({ codes: [first.code], all: 1 })
    expect(await found(`362${stamp.slice(1)}`)).toEqual({ codes: [second.code], all: 1 })
    expect(await found(`0351${stamp.slice(1)}`)).toEqual({ codes: [first.code], all: 1 })
    expect(await found(`0362${stamp.slice(1)}`)).toEqual({ codes: [second.code], all: 1 })
  })

  it('answers every page, the deepest too, as the plain ordered query would', async () => {
    const name = `Khách trang sâu ${Date.now()}`
    // 45 orders, placed in threes at the same instant and with repeating totals: ties everywhere.
    await db().execute(
      sql`insert into ${orders} (code, contact_name, contact_phone, province_code, province_name, ward_code, ward_name, street, subtotal, total, payment_method, status, placed_at)
        select 'PC8' || lpad((${Date.now() % 1_000_000} * 100 + g)::text, 11, '0'), ${name}, '0900000002', '01', 'Thành phố Hà Nội', '00004', 'Phường Ba Đình', 'Số ' || g, 1000 * (g % 4), 1000 * (g % 4), 'cod',
          (case when g % 5 = 0 then 'cancelled' else 'pending' end)::order_status, now() - (g / 3) * interval '1 minute'
        from generate_series(1, 45) g`,
    )
    const expected = async (status: string | null, order: string, offset: number) =>
      (
        await selectRows<{ code: string }>(
          db(),
          sql`select code from ${orders} where contact_name = ${name}
            and (${status}::order_status is null or status = ${status}::order_status)
            order by ${sql.raw(order)} limit 20 offset ${offset}`,
        )
      ).map((row) => row.code)
    const folded = encodeURIComponent(name.replace('Khách trang sâu', 'khach trang sau'))
    for (const [sort, order] of [
      ['newest', 'placed_at desc, id desc'],
      ['oldest', 'placed_at asc, id asc'],
      ['total_desc', 'total desc, id desc'],
      ['total_asc', 'total asc, id asc'],
    ] as const) {
      for (const page of [1, 2, 3, 4]) {
        const all = await list(`q=${folded}&sort=${sort}&page=${page}`)
        const want = await expected(null, order, (page - 1) * 20)
        expect(all.data.map((row: { code: string }) => row.code)).toEqual(want)
        const pending = await list(`q=${folded}&sort=${sort}&page=${page}&tab=cho-xac-nhan`)
        const wantPending = await expected('pending', order, (page - 1) * 20)
        expect(pending.data.map((row: { code: string }) => row.code)).toEqual(wantPending)
      }
    }
    expect((await list(`q=${folded}&page=3`)).data).toHaveLength(5)
  })

  it('counts a search past the cap tab by tab, each bounded', async () => {
    const name = `Khách đông đơn ${Date.now()}`
    await db().execute(
      sql`insert into ${orders} (code, contact_name, contact_phone, province_code, province_name, ward_code, ward_name, street, subtotal, total, payment_method, status, placed_at)
        select 'PC7' || lpad((${Date.now() % 100_000}::bigint * 100000 + g)::text, 11, '0'), ${name}, '0900000003', '01', 'Thành phố Hà Nội', '00004', 'Phường Ba Đình', 'Số ' || g, 1000, 1000, 'cod',
          (case when g <= 2 then 'pending' else 'completed' end)::order_status, now() - g * interval '1 second'
        from generate_series(1, 10005) g`,
    )
    const answer = await list(
      `q=${encodeURIComponent(name.replace('Khách đông đơn', 'khach dong don'))}`,
    )
    expect(answer.counts).toEqual({
      'cho-xac-nhan': 2,
      'cho-kiem-tra-chuyen-khoan': 0,
      'cho-lay-hang': 0,
      'dang-giao': 0,
      'cod-chua-thu': 10_001,
      'hoan-thanh': 10_001,
      'da-huy': 0,
      'tat-ca': 10_001,
    })
    await db().delete(orders).where(eq(orders.contact_name, name))
  })

  it('reads the role fresh: taken away, the next list is refused', async () => {
    const member = await createStaff(t, ['orders'])
    await list('tab=tat-ca', member.token)
    await db().delete(user_roles).where(eq(user_roles.user_id, member.user.id))
    const refused = await as(member.token, { method: 'GET', url: adminUrl(adminPaths.orders) })
    expect(refused.statusCode).toBe(403)
  })
})

describe('the CSV export', () => {
  it('streams the filtered orders as UTF-8 CSV with Vietnamese headers, defusing formulas', async () => {
    const name = `=Lê "Hài" ${Date.now()}`
    const order = await placeOrder({ body: { name, street: '5 Hàng Bài, tầng 2' } })
    // Enough orders for more than one batch under one filter.
    await db().execute(
      sql`insert into ${orders} (code, contact_name, contact_phone, province_code, province_name, ward_code, ward_name, street, subtotal, total, payment_method, placed_at)
        select 'PC9' || lpad(g::text, 11, '0'), 'Khách xuất CSV', '0900000001', '01', 'Thành phố Hà Nội', '00004', 'Phường Ba Đình', 'Số ' || g, 1000, 1000, 'cod', now() - g * interval '1 minute'
        from generate_series(1, 1203) g`,
    )
    const res = await as(accountant.token, {
      method: 'GET',
      url: `${adminUrl(adminPaths.ordersExport)}?q=${encodeURIComponent(name.slice(1))}`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="don-hang-\d{8}\.csv"$/,
    )
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe(
      'Mã đơn,Ngày đặt,Khách hàng,Số điện thoại,Email,Địa chỉ,Tỉnh/Thành phố,Sản phẩm,Tạm tính,Phí vận chuyển,Giảm giá,Tổng cộng,Thanh toán,Trạng thái thanh toán,Trạng thái đơn,Đơn vị vận chuyển,Mã vận đơn',
    )
    expect(lines[1]).toContain(`${order.code},`)
    expect(lines[1]).toContain(`"'${name.replace(/"/g, '""')}"`)
    expect(lines[1]).toContain('"5 Hàng Bài, tầng 2, ')
    expect(lines[1]).toContain('Chờ xác nhận')
    expect(lines).toHaveLength(3)

    const many = await as(owner.token, {
      method: 'GET',
      url: `${adminUrl(adminPaths.ordersExport)}?q=${encodeURIComponent('khach xuat csv')}&sort=oldest`,
    })
    const rows = many.body.split('\r\n').slice(1, -1)
    expect(rows).toHaveLength(1203)
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(1203)
    expect(rows[0]!.startsWith('PC900000001203,')).toBe(true)

    // Past one batch by total, where every total ties: the id breaks the tie, no row twice.
    const byTotal = await as(owner.token, {
      method: 'GET',
      url: `${adminUrl(adminPaths.ordersExport)}?q=${encodeURIComponent('khach xuat csv')}&sort=total_desc`,
    })
    const totalRows = byTotal.body.split('\r\n').slice(1, -1)
    const codes = totalRows.map((row) => row.split(',')[0])
    expect(new Set(codes).size).toBe(1203)
    expect(codes).toEqual([...codes].sort().reverse())
    const stored = await db()
      .select({ placed_at: orders.placed_at })
      .from(orders)
      .where(eq(orders.code, 'PC900000001203'))
    const vietnam = new Date(stored[0]!.placed_at.getTime() + 7 * 3600_000)
    expect(rows[0]!.split(',')[1]).toBe(vietnam.toISOString().slice(0, 16).replace('T', ' '))
    expect(rows[0]!.split(',').slice(-9, -5)).toEqual(['1000', '0', '0', '1000'])
  })
})

describe('the CSV export, cell by cell', () => {
  it('writes labels, addresses, items and carriers exactly, escaping what needs it', async () => {
    const [tricky, , unshipped] = await selectRows<{ id: number }>(
      db(),
      sql`insert into ${orders} (code, contact_name, contact_phone, contact_email, province_code, province_name, ward_code, ward_name, street, subtotal, shipping_fee, discount, total, payment_method, payment_status, status, carrier, tracking_code, placed_at)
        values
          ('PC8100000000001', '=cmd|" /C calc"!A0', '+84912345678', null, '01', 'Thành phố Hà Nội', '00004', 'Phường Ba Đình', e'  Số 8,  ngõ 12\nTrần Phú , ', 450000, 30000, 50000, 430000, 'bank_transfer', 'paid', 'shipping', 'ghn', '-GHN123', '2026-03-04 05:06:07+00'),
          ('PC8100000000002', 'Trần Văn B', '0912345678', 'b@example.vn', '01', 'Tỉnh Lào Cai', '00004', '', 'Số 1', 0, 0, 0, 0, 'cod', 'unpaid', 'pending', 'xe_om', 'X1', '2026-03-04 05:07:00+00'),
          ('PC8100000000003', 'Lê, Thị C', '0987654321', '@evil.vn', '01', 'Thành phố Hà Nội', '00004', e'Phường\u00a0Ba\tĐình', ',,', 120000, 0, 0, 120000, 'vnpay', 'refunded', 'cancelled', 'viettel_post', null, '2026-03-04 17:30:00+00')
        returning id`,
    )
    await db().execute(
      sql`insert into order_items (order_id, product_id, variant_id, name, sku, variant_name, unit_price, quantity, line_total)
        values
          (${tricky!.id}, null, null, 'Áo "thun", trắng', 'AO-1', 'Size M', 200000, 2, 400000),
          (${tricky!.id}, null, null, e'Bộ quà\nTết', 'QUA-1', null, 50000, 1, 50000),
          (${unshipped!.id}, null, null, 'Ấm trà', 'AM-1', 'Màu đỏ', 120000, 1, 120000)`,
    )
    const res = await as(owner.token, {
      method: 'GET',
      url: `${adminUrl(adminPaths.ordersExport)}?tab=tat-ca&q=PC81000000000&sort=oldest`,
    })
    expect(res.statusCode).toBe(200)
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(1),
    ).toEqual([
      `PC8100000000001,2026-03-04 12:06,"'=cmd|"" /C calc""!A0",'+84912345678,,"Số 8, ngõ 12 Trần Phú, Phường Ba Đình, Thành phố Hà Nội",Thành phố Hà Nội,"Áo ""thun"", trắng (Size M) × 2; Bộ quà\nTết × 1",450000,30000,50000,430000,Chuyển khoản ngân hàng (VietQR),Đã thanh toán,Đang giao hàng,GHN (Giao Hàng Nhanh),'-GHN123`,
      'PC8100000000002,2026-03-04 12:07,Trần Văn B,0912345678,b@example.vn,"Số 1, Tỉnh Lào Cai",Tỉnh Lào Cai,,0,0,0,0,Thanh toán khi nhận hàng (COD),Chưa thanh toán,Chờ xác nhận,,',
      `PC8100000000003,2026-03-05 00:30,"Lê, Thị C",0987654321,'@evil.vn,"Phường Ba Đình, Thành phố Hà Nội",Thành phố Hà Nội,Ấm trà (Màu đỏ) × 1,120000,0,0,120000,Thanh toán qua VNPay,Đã hoàn tiền,Đã hủy,,`,
      '',
    ])
    await db().execute(sql`delete from ${orders} where ${orders.code} like 'PC81000000000%'`)
  })
})
