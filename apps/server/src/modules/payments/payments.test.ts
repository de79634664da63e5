import { createHmac } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  carts,
  order_status_history,
  orders,
  payments,
  products,
  stock_movements,
  vouchers,
} from '../../db/schema.ts'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import {
  checkoutBody,
  createShopSettings,
  createVoucher,
  loadGeo,
  newIdempotencyKey,
  visitor,
} from '../../test/shop-factories.ts'
import { expireOverduePayments } from '../../workflows/expire-payments.ts'
import { scheduledJobs, startScheduledWork } from '../../workflows/scheduled-work.ts'
import { vietQr } from './bank-transfer.ts'
import { createVnpayGateway, vnpayDate, vnpayOrderInfo } from './vnpay.ts'

const SECRET = 'test_secret_for_phien_cho'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp(
    { mailDir: '/tmp/phiencho-payments-test-mail', appUrl: 'https://phiencho.test' },
    { VNPAY_TMN_CODE: 'PHIENCHO', VNPAY_HASH_SECRET: SECRET },
  )
  await loadGeo(t.database.db)
  await createShopSettings(t.database.db)
})
afterAll(() => t?.close())

const db = () => t.database.db
const stockOf = async (id: number) =>
  (await db().query.products.findFirst({ where: eq(products.id, id) }))!.stock

/** What VNPay does: HMAC-SHA512 over the parameters sorted by name, form-encoded. */
function signAsVnpay(params: Record<string, string>, secret = SECRET): Record<string, string> {
  const data = new URLSearchParams(
    Object.keys(params)
      .sort()
      .map((key): [string, string] => [key, params[key]!]),
  ).toString()
  return { ...params, vnp_SecureHash: createHmac('sha512', secret).update(data).digest('hex') }
}

async function vnpayOrder(quantity = 1, voucher?: string) {
  const product = await createProduct(db(), { price: 100_000, stock: 5 })
  const buyer = visitor(t)
  await buyer.request({
    method: 'POST',
    url: '/api/v1/cart/items',
    payload: { product_id: product.id, quantity },
  })
  if (voucher) {
    await buyer.request({ method: 'POST', url: '/api/v1/cart/voucher', payload: { code: voucher } })
  }
  const res = await buyer.request({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: checkoutBody({ payment_method: 'vnpay' }),
    headers: { 'idempotency-key': newIdempotencyKey() },
  })
  expect(res.statusCode).toBe(201)
  return {
    product,
    ...(res.json() as {
      order: { code: string; total: number }
      payment: { payment_url: string; expires_at: string }
    }),
  }
}

function vnpayResult(code: string, amount: number, overrides: Record<string, string> = {}) {
  return signAsVnpay({
    vnp_Amount: String(amount * 100),
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14422574',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: `Thanh toan don hang ${code}`,
    vnp_PayDate: '20261122091806',
    vnp_ResponseCode: '00',
    vnp_TmnCode: 'PHIENCHO',
    vnp_TransactionNo: String(14_000_000 + Math.floor(Math.random() * 999_999)),
    vnp_TransactionStatus: '00',
    vnp_TxnRef: code,
    ...overrides,
  })
}

const ipn = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1/payments/vnpay/ipn?${new URLSearchParams(query)}` })

describe('published vectors', () => {
  it('builds the VietQR payload of the published ACB example, CRC included', async () => {
    const { payload, image } = await vietQr(
      { bin: '970416', accountNumber: '257678859' },
      1000,
      'Chuyen tien',
    )
    expect(payload).toBe(
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA5303704540410005802VN62150811Chuyen tien6304BBB8',
    )
    const svg = Buffer.from(image.split(',')[1]!, 'base64').toString()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
  })

  it('verifies the published VNPay signature, and our test signer makes the same hash', () => {
    const params = {
      vnp_Amount: '1000000',
      vnp_BankCode: 'NCB',
      vnp_BankTranNo: 'VNP14422574',
      vnp_CardType: 'ATM',
      vnp_OrderInfo: 'Thanh toan don hang 2024-05-21T02:17:31.249Z',
      vnp_PayDate: '20240521091806',
      vnp_ResponseCode: '00',
      vnp_TmnCode: 'TEST_TMN_CODE',
      vnp_TransactionNo: '14422574',
      vnp_TransactionStatus: '00',
      vnp_TxnRef: '1716257871703',
    }
    const published =
      '649982421beb422556a1374713c74e58e716ecbd05007c0c0e1f7effdfaf361dbf146889ca446139afe11b9954c4d5c486e99e3b86fcfab6957f29eb0be72895'
    expect(signAsVnpay(params, 'test_secret').vnp_SecureHash).toBe(published)
    const gateway = createVnpayGateway({
      vnpayTmnCode: 'TEST_TMN_CODE',
      vnpayHashSecret: 'test_secret',
      vnpayUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
      vnpayReturnUrl: undefined,
      appUrl: 'https://phiencho.test',
    })!
    const verified = gateway.verify({ ...params, vnp_SecureHash: published })
    expect(verified).toMatchObject({
      valid: true,
      success: true,
      txnRef: '1716257871703',
      amount: 10_000,
      transactionNo: '14422574',
    })
    expect(
      gateway.verify({ ...params, vnp_Amount: '2000000', vnp_SecureHash: published }).valid,
    ).toBe(false)
    expect(gateway.verify({ ...params }).valid).toBe(false)
  })

  it('writes VNPay dates in GMT+7 and order info without diacritics', () => {
    expect(vnpayDate(new Date('2024-05-21T02:18:06Z'))).toBe(20240521091806)
    expect(vnpayDate(new Date('2026-12-31T20:00:00Z'))).toBe(20270101030000)
    expect(vnpayOrderInfo('Thanh toán đơn hàng #PC261122-000123!')).toBe(
      'Thanh toan don hang PC261122 000123',
    )
  })
})

describe('VNPay', () => {
  it('signs the payment URL: amount ×100, order code as TxnRef, GMT+7 dates, 15 minutes', async () => {
    const { order, payment } = await vnpayOrder(2)
    const url = new URL(payment.payment_url)
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
    )
    const params = Object.fromEntries(url.searchParams)
    expect(params).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: 'PHIENCHO',
      vnp_Amount: String(order.total * 100),
      vnp_CurrCode: 'VND',
      vnp_TxnRef: order.code,
      vnp_OrderInfo: `Thanh toan don hang ${order.code}`,
      vnp_ReturnUrl: 'https://phiencho.test/thanh-toan',
      vnp_Locale: 'vn',
    })
    expect(params.vnp_OrderInfo).toMatch(/^[A-Za-z0-9 ]+$/)
    const { vnp_SecureHash: hash, ...signed } = params
    expect(signAsVnpay(signed).vnp_SecureHash).toBe(hash)
    const due = new Date(payment.expires_at)
    expect(params.vnp_ExpireDate).toBe(String(vnpayDate(due)))
    expect(Number(params.vnp_ExpireDate) - Number(params.vnp_CreateDate)).toBeGreaterThanOrEqual(
      1400,
    )
    expect((due.getTime() - Date.now()) / 60_000).toBeGreaterThan(14.9)
  })

  it('answers the IPN codes: 97 bad signature, 01 unknown order, 04 wrong amount, 00, then 02', async () => {
    const { order, product } = await vnpayOrder()
    const good = vnpayResult(order.code, order.total)
    expect((await ipn({ ...good, vnp_Amount: '100' })).json()).toEqual({
      RspCode: '97',
      Message: 'Invalid signature',
    })
    expect((await ipn({ vnp_TxnRef: order.code })).json().RspCode).toBe('97')
    expect((await ipn(vnpayResult('PC000000000000', order.total))).json()).toEqual({
      RspCode: '01',
      Message: 'Order not found',
    })
    expect((await ipn(vnpayResult(order.code, order.total - 1))).json()).toEqual({
      RspCode: '04',
      Message: 'Invalid amount',
    })
    expect((await ipn(good)).json()).toEqual({ RspCode: '00', Message: 'Confirm Success' })
    expect((await ipn(good)).json()).toEqual({ RspCode: '02', Message: 'Order already confirmed' })

    const [row] = await db().select().from(orders).where(eq(orders.code, order.code))
    expect(row).toMatchObject({ status: 'confirmed', payment_status: 'paid' })
    const [attempt] = await db().select().from(payments).where(eq(payments.order_id, row!.id))
    expect(attempt).toMatchObject({ status: 'paid', provider_ref: good.vnp_TransactionNo })
    expect(attempt!.raw_payload).toMatchObject({ vnp_TxnRef: order.code })
    expect(await stockOf(product.id)).toBe(4)
  })

  it('settles concurrent IPN deliveries once', async () => {
    const { order } = await vnpayOrder()
    const good = vnpayResult(order.code, order.total)
    const answers = await Promise.all(Array.from({ length: 6 }, () => ipn(good)))
    const codes = answers.map((a) => a.json().RspCode).sort()
    expect(codes).toEqual(['00', '02', '02', '02', '02', '02'])
    const history = await db().execute(
      sql`select count(*)::int as n from order_status_history h join orders o on o.id = h.order_id where o.code = ${order.code}`,
    )
    expect((history as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(2)
  })

  it('cancels the order and releases stock and voucher when VNPay reports a failure', async () => {
    const voucher = await createVoucher(db(), { kind: 'fixed', value: 10_000 })
    const { order, product } = await vnpayOrder(3, voucher.code)
    expect(await stockOf(product.id)).toBe(2)
    const failed = vnpayResult(order.code, order.total, {
      vnp_ResponseCode: '24',
      vnp_TransactionStatus: '02',
    })
    expect((await ipn(failed)).json().RspCode).toBe('00')
    expect(await stockOf(product.id)).toBe(5)
    const [row] = await db().select().from(orders).where(eq(orders.code, order.code))
    expect(row).toMatchObject({ status: 'cancelled', payment_status: 'failed' })
    expect(
      (await db().query.vouchers.findFirst({ where: eq(vouchers.id, voucher.id) }))!.used_count,
    ).toBe(0)
    expect((await ipn(vnpayResult(order.code, order.total))).json().RspCode).toBe('02')
    expect(await stockOf(product.id)).toBe(5)
  })

  it('checks the return URL signature and reports the result to the payment page', async () => {
    const { order } = await vnpayOrder()
    const good = vnpayResult(order.code, order.total)
    const tampered = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/vnpay/return?${new URLSearchParams({ ...good, vnp_ResponseCode: '24' })}`,
    })
    expect(tampered.json()).toEqual({
      valid: false,
      success: false,
      order_code: null,
      message: 'Dữ liệu trả về từ VNPay không hợp lệ.',
      order_status: null,
      payment_status: null,
    })
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/vnpay/return?${new URLSearchParams(good)}`,
    })
    expect(back.json()).toEqual({
      valid: true,
      success: true,
      order_code: order.code,
      message: 'Thanh toán thành công.',
      order_status: 'confirmed',
      payment_status: 'paid',
    })
    // The IPN that follows changes nothing.
    expect((await ipn(good)).json().RspCode).toBe('02')
    const payment = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.code}/payment?phone=0912345678`,
    })
    expect(payment.json()).toMatchObject({ method: 'vnpay', status: 'paid', payment_url: null })
  })
})

describe('payment expiry', () => {
  it('cancels unpaid online orders after their deadline and releases stock exactly once', async () => {
    const voucher = await createVoucher(db(), { kind: 'fixed', value: 5_000, usage_limit: 10 })
    const late = await vnpayOrder(2, voucher.code)
    const onTime = await vnpayOrder(1)
    expect(await stockOf(late.product.id)).toBe(3)
    const [lateRow] = await db().select().from(orders).where(eq(orders.code, late.order.code))
    await db()
      .update(payments)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(payments.order_id, lateRow!.id))

    const runs = await Promise.all([
      expireOverduePayments(db()),
      expireOverduePayments(db()),
      expireOverduePayments(db()),
    ])
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1)
    expect(await expireOverduePayments(db())).toBe(0)
    expect(await stockOf(late.product.id)).toBe(5)
    expect(await stockOf(onTime.product.id)).toBe(4)
    // The ledger keeps why the unit came back, and from which order.
    const returned = await db()
      .select()
      .from(stock_movements)
      .where(eq(stock_movements.product_id, late.product.id))
      .orderBy(stock_movements.id)
    expect(returned.at(-1)).toMatchObject({
      reason: 'cancel',
      order_id: lateRow!.id,
      staff_id: null,
      stock_before: 3,
      stock_after: 5,
    })
    expect(
      (await db().query.vouchers.findFirst({ where: eq(vouchers.id, voucher.id) }))!.used_count,
    ).toBe(0)

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${late.order.code}?phone=0912345678`,
    })
    expect(detail.json()).toMatchObject({
      status: 'cancelled',
      payment_status: 'failed',
      cancel_reason: 'Quá hạn thanh toán, đơn hàng tự động hủy.',
      payment_due_at: null,
    })
    expect(detail.json().history.at(-1)).toMatchObject({
      from_status: 'pending',
      to_status: 'cancelled',
    })
    // A payment arriving after the deadline is not taken.
    expect((await ipn(vnpayResult(late.order.code, late.order.total))).json().RspCode).toBe('02')
    expect(await stockOf(late.product.id)).toBe(5)
  })

  it('runs as scheduled work, once across processes: expires payments and purges old guest carts', async () => {
    const overdue = await vnpayOrder(1)
    const [row] = await db().select().from(orders).where(eq(orders.code, overdue.order.code))
    await db()
      .update(payments)
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where(eq(payments.order_id, row!.id))
    const [stale] = await db()
      .insert(carts)
      .values({ token_hash: 'a'.repeat(64), updated_at: new Date(Date.now() - 31 * 86_400_000) })
      .returning()
    const logged: string[] = []
    const log = {
      info: (_: object, msg: string) => logged.push(msg),
      warn: () => {},
      error: () => {},
    }
    const runs: string[] = []
    // Two processes start their scheduled work on one database; one of them takes the order.
    const options = {
      log,
      onRun: (job: string, outcome: string) => runs.push(`${job} ${outcome}`),
      pollingIntervalSeconds: 0.5,
    }
    const both = await Promise.all([
      startScheduledWork(t.database, options),
      startScheduledWork(t.database, options),
    ])
    try {
      await expect
        .poll(() => new Set(runs.filter((run) => run.endsWith('completed'))).size, {
          timeout: 20_000,
        })
        .toBe(Object.keys(scheduledJobs).length)
    } finally {
      await Promise.all(both.map((work) => work.stop()))
    }
    // Each start queues a catch-up run of each job; the two processes queued one between them (a
    // run of the minute's schedule may come on top).
    expect(runs.filter((run) => run === 'clean-up completed')).toHaveLength(1)
    expect(runs.filter((run) => run.endsWith('failed'))).toEqual([])
    expect(await stockOf(overdue.product.id)).toBe(5)
    expect(logged.filter((m) => m === 'unpaid orders expired')).toHaveLength(1)
    const history = await db()
      .select()
      .from(order_status_history)
      .where(eq(order_status_history.order_id, row!.id))
    expect(history.filter((entry) => entry.to_status === 'cancelled')).toHaveLength(1)
    expect(await db().select().from(carts).where(eq(carts.id, stale!.id))).toEqual([])
  })
})
