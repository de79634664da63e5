import {
  adminPaths,
  adminUrl,
  LOW_STOCK_THRESHOLD,
  STOCK_REASONS,
  stockMessages,
  stockReasonLabels,
} from '@phiencho/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audit_log, product_variants, products, stock_movements } from '../../db/schema.ts'
import { selectRows } from '../../db/client.ts'
import { createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createProduct } from '../../test/catalog-factories.ts'
import {
  checkoutBody,
  createShopSettings,
  loadGeo,
  newIdempotencyKey,
  visitor,
} from '../../test/shop-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'
import { stockReason } from './inventory.tables.ts'

let t: TestApp
type Staff = Awaited<ReturnType<typeof createStaff>>
let owner: Staff
let keeper: Staff
let editor: Staff

beforeAll(async () => {
  t = await createTestApp()
  await loadGeo(t.database.db)
  await createShopSettings(t.database.db)
  owner = await createStaff(t, ['owner'], { name: 'Chủ Cửa Hàng' })
  keeper = await createStaff(t, ['catalog'], { name: 'Phạm Thủ Kho' })
  editor = await createStaff(t, ['editor'])
})
afterAll(async () => {
  await t?.close()
})

const db = () => t.database.db
const as = (token: string, options: InjectOptions) => injectAs(t, token, options)
const adjust = (token: string, productId: number | string, payload: Record<string, unknown>) =>
  as(token, {
    method: 'POST',
    url: adminUrl(adminPaths.stockAdjustments, { id: productId }),
    payload,
  })
const ledger = (query: string, token = keeper.token) =>
  as(token, { method: 'GET', url: `${adminUrl(adminPaths.stockLedger)}?${query}` })
const productStock = async (id: number) =>
  (await db().query.products.findFirst({ where: eq(products.id, id) }))!.stock
const variantsOf = (productId: number) =>
  db()
    .select({ id: product_variants.id, stock: product_variants.stock })
    .from(product_variants)
    .where(eq(product_variants.product_id, productId))
    .orderBy(product_variants.id)
const movementsOf = (productId: number) =>
  db()
    .select()
    .from(stock_movements)
    .where(eq(stock_movements.product_id, productId))
    .orderBy(stock_movements.id)

describe('who may use the stock routes', () => {
  const routes = (productId: number): InjectOptions[] => [
    {
      method: 'POST',
      url: adminUrl(adminPaths.stockAdjustments, { id: productId }),
      payload: { reason: 'receive', quantity: 1 },
    },
    { method: 'GET', url: adminUrl(adminPaths.stockLedger) },
    { method: 'GET', url: adminUrl(adminPaths.lowStock) },
    { method: 'GET', url: `${adminUrl(adminPaths.stockItems)}?q=TEST` },
  ]

  it('answers 401 without a session and 403 without the permission, changing nothing', async () => {
    const product = await createProduct(db(), { stock: 4 })
    for (const route of routes(product.id)) {
      expect((await t.app.inject(route)).statusCode, String(route.url)).toBe(401)
      expect((await as(editor.token, route)).statusCode, String(route.url)).toBe(403)
      expect((await as(keeper.token, route)).statusCode, String(route.url)).toBeLessThan(300)
    }
    // The one adjustment that went through is the keeper's.
    expect(await productStock(product.id)).toBe(5)
  })
})

describe('stock adjustments', () => {
  it('receives units into a product without variants: ledger row, answer and audit row', async () => {
    const product = await createProduct(db(), { name: 'Nồi cơm điện', stock: 10 })
    const res = await adjust(keeper.token, product.id, {
      reason: 'receive',
      quantity: 5,
      note: ' Lô hàng tháng 11 ',
    })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      product_stock: 15,
      variant_stock: null,
      movement: {
        product_id: product.id,
        product_name: 'Nồi cơm điện',
        variant_id: null,
        variant_name: null,
        sku: product.sku,
        reason: 'receive',
        reason_label: 'Nhập hàng',
        stock_before: 10,
        stock_after: 15,
        change: 5,
        staff_id: keeper.user.id,
        staff_name: 'Phạm Thủ Kho',
        order_id: null,
        order_code: null,
        note: 'Lô hàng tháng 11',
      },
    })
    expect(await productStock(product.id)).toBe(15)
    const rows = await movementsOf(product.id)
    expect(rows.map((row) => [row.reason, row.stock_before, row.stock_after])).toEqual([
      ['initial', 0, 10],
      ['receive', 10, 15],
    ])
    expect(rows[1]!.id).toBe(body.movement.id)
    const [audit] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'stock.adjust'), eq(audit_log.entity_id, String(product.id))))
    expect(audit).toMatchObject({
      actor_id: keeper.user.id,
      permission: 'inventory:write',
      entity_type: 'product',
      before: { stock: 10 },
      after: {
        stock: 15,
        sku: product.sku,
        reason: 'receive',
        quantity: 5,
        note: 'Lô hàng tháng 11',
        movement_id: body.movement.id,
      },
    })
  })

  it('takes damaged units out, and refuses to go below zero (422, nothing written)', async () => {
    const product = await createProduct(db(), { stock: 3 })
    const ok = await adjust(keeper.token, product.id, { reason: 'damage', quantity: 2 })
    expect(ok.statusCode).toBe(201)
    expect(ok.json().movement).toMatchObject({ reason_label: 'Hư hỏng', change: -2 })
    const res = await adjust(keeper.token, product.id, { reason: 'damage', quantity: 2 })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ quantity: [stockMessages.notEnough(1)] })
    expect(res.json().message).toBe('Tồn kho không đủ: hiện chỉ còn 1 sản phẩm.')
    expect(await productStock(product.id)).toBe(1)
    expect(await movementsOf(product.id)).toHaveLength(2)
    const audits = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'stock.adjust'), eq(audit_log.entity_id, String(product.id))))
    expect(audits).toHaveLength(1)
  })

  it('sets the counted stock as it is (a count) and adds returns', async () => {
    const product = await createProduct(db(), { stock: 12 })
    const count = await adjust(keeper.token, product.id, { reason: 'count', quantity: 7 })
    expect(count.json()).toMatchObject({
      product_stock: 7,
      movement: { reason: 'count', reason_label: 'Kiểm kê', stock_before: 12, change: -5 },
    })
    const zero = await adjust(keeper.token, product.id, { reason: 'count', quantity: 0 })
    expect(zero.json().product_stock).toBe(0)
    const back = await adjust(keeper.token, product.id, { reason: 'return', quantity: 2 })
    expect(back.json().movement).toMatchObject({ reason_label: 'Trả hàng', change: 2 })
    // A count that finds what the shop thought it had still leaves its line.
    const same = await adjust(keeper.token, product.id, { reason: 'count', quantity: 2 })
    expect(same.statusCode).toBe(201)
    expect(same.json().movement).toMatchObject({ stock_before: 2, stock_after: 2, change: 0 })
    expect(
      (await movementsOf(product.id)).map((row) => [row.reason, row.stock_before, row.stock_after]),
    ).toEqual([
      ['initial', 0, 12],
      ['count', 12, 7],
      ['count', 7, 0],
      ['return', 0, 2],
      ['count', 2, 2],
    ])
  })

  it('adjusts one variant and keeps the product at the sum of its variants', async () => {
    const product = await createProduct(db(), {
      name: 'Áo sơ mi',
      stock: 9,
      variants: [
        { name: 'Size M', stock: 4 },
        { name: 'Size L', stock: 5 },
      ],
    })
    const [m, l] = await variantsOf(product.id)
    const res = await adjust(keeper.token, product.id, {
      variant_id: l!.id,
      reason: 'receive',
      quantity: 10,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      product_stock: 19,
      variant_stock: 15,
      movement: { variant_id: l!.id, variant_name: 'Size L', stock_before: 5, stock_after: 15 },
    })
    const damage = await adjust(keeper.token, product.id, {
      variant_id: m!.id,
      reason: 'damage',
      quantity: 5,
    })
    expect(damage.json().errors).toEqual({ quantity: [stockMessages.notEnough(4)] })
    expect(await variantsOf(product.id)).toEqual([
      { id: m!.id, stock: 4 },
      { id: l!.id, stock: 15 },
    ])
    expect(await productStock(product.id)).toBe(19)
    // The product's own changes leave no row: its variants' do.
    const rows = await movementsOf(product.id)
    expect(rows.filter((row) => row.variant_id === null && row.reason !== 'initial')).toEqual([])
    const [audit] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'stock.adjust'), eq(audit_log.entity_id, String(product.id))))
    expect(audit).toMatchObject({
      before: { variant_stock: 5, stock: 9 },
      after: { variant_id: l!.id, variant_stock: 15, stock: 19, reason: 'receive' },
    })
  })

  it('asks for a variant where the product has some, and refuses one where it has none', async () => {
    const withVariants = await createProduct(db(), { variants: [{ name: 'Đỏ' }] })
    const simple = await createProduct(db())
    const other = await createProduct(db(), { variants: [{ name: 'Xanh' }] })
    const [foreign] = await variantsOf(other.id)
    const missing = await adjust(keeper.token, withVariants.id, { reason: 'receive', quantity: 1 })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ variant_id: [stockMessages.variantRequired] })
    const stranger = await adjust(keeper.token, withVariants.id, {
      variant_id: foreign!.id,
      reason: 'receive',
      quantity: 1,
    })
    expect(stranger.json().errors).toEqual({ variant_id: [stockMessages.variantNotFound] })
    const refused = await adjust(keeper.token, simple.id, {
      variant_id: foreign!.id,
      reason: 'receive',
      quantity: 1,
    })
    expect(refused.json().errors).toEqual({ variant_id: [stockMessages.variantRefused] })
    expect((await variantsOf(other.id))[0]!.stock).toBe(5)
  })

  it('answers 404 for a product that does not exist', async () => {
    const res = await adjust(keeper.token, 2_000_000_000, { reason: 'receive', quantity: 1 })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(stockMessages.productNotFound)
  })

  it('explains every bad field in Vietnamese (422)', async () => {
    const product = await createProduct(db(), { stock: 1 })
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ reason: 'sale', quantity: 1 }, { reason: [stockMessages.reason] }],
      [{ reason: 'receive', quantity: 0 }, { quantity: [stockMessages.quantity] }],
      [{ reason: 'damage', quantity: 1.5 }, { quantity: [stockMessages.quantity] }],
      [{ reason: 'count', quantity: -1 }, { quantity: [stockMessages.quantity] }],
      [{ reason: 'receive', quantity: 2_000_000 }, { quantity: [stockMessages.quantity] }],
      [{ reason: 'receive', quantity: 1, note: 'x'.repeat(501) }, { note: [stockMessages.note] }],
      [
        { reason: 'receive', quantity: 1, variant_id: 'a' },
        { variant_id: [stockMessages.variant] },
      ],
    ]
    for (const [payload, errors] of cases) {
      const res = await adjust(keeper.token, product.id, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(422)
      expect(res.json().errors, JSON.stringify(payload)).toEqual(errors)
    }
    const badId = await adjust(keeper.token, 'abc', { reason: 'receive', quantity: 1 })
    expect(badId.statusCode).toBe(422)
    expect(badId.json().errors).toEqual({ id: [stockMessages.productId] })
    expect(await productStock(product.id)).toBe(1)
  })
})

describe('the stock ledger', () => {
  it('lists rows newest first with their names and filters them', async () => {
    const product = await createProduct(db(), {
      name: 'Bình giữ nhiệt',
      sku: `BGN-${Date.now()}`,
      stock: 6,
      variants: [
        { name: 'Màu hồng', stock: 3, sku: `BGN-HONG-${Date.now()}` },
        { name: 'Màu xám', stock: 3, sku: `BGN-XAM-${Date.now()}` },
      ],
    })
    const [pink, grey] = await variantsOf(product.id)
    await adjust(keeper.token, product.id, { variant_id: pink!.id, reason: 'receive', quantity: 4 })
    await adjust(owner.token, product.id, { variant_id: grey!.id, reason: 'damage', quantity: 1 })

    const all = await ledger(`product_id=${product.id}`)
    expect(all.statusCode).toBe(200)
    expect(all.json().meta).toEqual({ current_page: 1, per_page: 50, total: 5, last_page: 1 })
    expect(
      all.json().data.map((row: Record<string, unknown>) => [row.variant_name, row.reason_label]),
    ).toEqual([
      ['Màu xám', 'Hư hỏng'],
      ['Màu hồng', 'Nhập hàng'],
      ['Màu xám', 'Tồn đầu kỳ'],
      ['Màu hồng', 'Tồn đầu kỳ'],
      // The factory writes the product before its variants: its own stock opened the ledger.
      [null, 'Tồn đầu kỳ'],
    ])
    expect(all.json().data[0]).toMatchObject({
      product_name: 'Bình giữ nhiệt',
      staff_name: 'Chủ Cửa Hàng',
      change: -1,
    })

    const names = (res: { json(): { data: Array<{ id: number }> } }) =>
      res.json().data.map((row) => row.id)
    const ids = names(all)
    expect(names(await ledger(`product_id=${product.id}&variant_id=${pink!.id}`))).toEqual([
      ids[1],
      ids[3],
    ])
    expect(names(await ledger(`product_id=${product.id}&reason=damage`))).toEqual([ids[0]])
    expect(names(await ledger(`product_id=${product.id}&staff_id=${keeper.user.id}`))).toEqual([
      ids[1],
    ])
    // A SKU part, or the names without their marks.
    expect(names(await ledger(`q=BGN-HONG`))).toEqual([ids[1], ids[3]])
    expect(names(await ledger(`q=${encodeURIComponent('mau xam')}`))).toEqual([ids[0], ids[2]])
    expect(names(await ledger(`q=${encodeURIComponent('binh giu nhiet')}&reason=receive`))).toEqual(
      [ids[1]],
    )
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' })
    expect(names(await ledger(`product_id=${product.id}&from=${today}&to=${today}`))).toEqual(ids)
    expect(names(await ledger(`product_id=${product.id}&to=2020-01-01`))).toEqual([])
    expect(names(await ledger(`product_id=${product.id}&from=2999-01-01`))).toEqual([])
  })

  it('answers 422 for bad filters', async () => {
    const cases: Array<[string, Record<string, string[]>]> = [
      ['reason=lost', { reason: [stockMessages.reasonFilter] }],
      ['product_id=x', { product_id: [stockMessages.productId] }],
      ['staff_id=0', { staff_id: [stockMessages.staffId] }],
      ['from=2025-02-30', { from: [stockMessages.date] }],
      ['from=2025-03-02&to=2025-03-01', { to: [stockMessages.dateRange] }],
      [`q=${'a'.repeat(101)}`, { q: [stockMessages.search] }],
    ]
    for (const [query, errors] of cases) {
      const res = await ledger(query)
      expect(res.statusCode, query).toBe(422)
      expect(res.json().errors, query).toEqual(errors)
    }
  })

  it('labels every reason of the database in Vietnamese', () => {
    expect([...STOCK_REASONS]).toEqual(stockReason.enumValues)
    for (const reason of STOCK_REASONS) expect(stockReasonLabels[reason]).toMatch(/^\p{Lu}/u)
  })
})

describe('the shop labels its own stock changes', () => {
  it('a checkout leaves sale rows with its order, a cancellation cancel rows', async () => {
    const simple = await createProduct(db(), { stock: 8 })
    const shirt = await createProduct(db(), { stock: 6, variants: [{ name: 'M', stock: 6 }] })
    const [m] = await variantsOf(shirt.id)
    const guest = visitor(t)
    for (const item of [
      { product_id: simple.id, quantity: 3 },
      { product_id: shirt.id, variant_id: m!.id, quantity: 2 },
    ]) {
      const res = await guest.request({ method: 'POST', url: '/api/v1/cart/items', payload: item })
      expect(res.statusCode).toBe(200)
    }
    const placed = await guest.request({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: checkoutBody(),
      headers: { 'idempotency-key': newIdempotencyKey() },
    })
    expect(placed.statusCode).toBe(201)
    const code: string = placed.json().order.code
    const [order] = await selectRows<{ id: number }>(
      db(),
      sql`select id from orders where code = ${code}`,
    )
    const sold = (await movementsOf(simple.id)).concat(await movementsOf(shirt.id))
    const ofOrder = (reason: string) =>
      sold
        .filter((row) => row.reason === reason)
        .map((row) => [row.variant_id, row.stock_before, row.stock_after, row.order_id])
    expect(ofOrder('sale')).toEqual([
      [null, 8, 5, order!.id],
      [m!.id, 6, 4, order!.id],
    ])

    const cancelled = await as(owner.token, {
      method: 'POST',
      url: adminUrl(adminPaths.orderCancel, { code }),
      payload: { reason: 'Khách đổi ý' },
    })
    expect(cancelled.statusCode).toBe(200)
    const after = (await movementsOf(simple.id)).concat(await movementsOf(shirt.id))
    expect(
      after
        .filter((row) => row.reason === 'cancel')
        .map((row) => [
          row.variant_id,
          row.stock_before,
          row.stock_after,
          row.order_id,
          row.staff_id,
        ]),
    ).toEqual([
      [null, 5, 8, order!.id, owner.user.id],
      [m!.id, 4, 6, order!.id, owner.user.id],
    ])
    // The ledger links the order by its code.
    const rows = (await ledger(`product_id=${simple.id}&reason=sale`)).json().data
    expect(rows[0]).toMatchObject({
      order_id: order!.id,
      order_code: code,
      reason_label: 'Bán hàng',
    })
  })
})

describe('low stock', () => {
  it('keeps LOW_STOCK_THRESHOLD at the 5 the index products_low_stock_idx is built with', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5)
  })

  it('lists products and variants at or below their threshold, lowest margin first', async () => {
    // Its own threshold of 0 keeps the store quiet about the rest of the catalogue: every other
    // product of this file has the default 5 and its stock may be anywhere.
    const marker = `Sắp hết ${Date.now()}`
    const low = await createProduct(db(), { name: `${marker} A`, stock: 2 })
    const atOwn = await createProduct(db(), {
      name: `${marker} B`,
      stock: 9,
      low_stock_threshold: 10,
    })
    const plenty = await createProduct(db(), { name: `${marker} C`, stock: 6 })
    const zeroBound = await createProduct(db(), {
      name: `${marker} D`,
      stock: 0,
      low_stock_threshold: 0,
    })
    const archived = await createProduct(db(), {
      name: `${marker} E`,
      stock: 0,
      status: 'archived',
    })
    const shirt = await createProduct(db(), {
      name: `${marker} F`,
      stock: 21,
      variants: [
        { name: 'S', stock: 1 },
        { name: 'L', stock: 20 },
      ],
    })
    const [small] = await variantsOf(shirt.id)
    const res = await as(keeper.token, { method: 'GET', url: adminUrl(adminPaths.lowStock) })
    expect(res.statusCode).toBe(200)
    const mine = res
      .json()
      .data.filter((row: { product_name: string }) => row.product_name.startsWith(marker))
    expect(
      mine.map((row: Record<string, unknown>) => [
        row.product_id,
        row.variant_id,
        row.stock,
        row.threshold,
      ]),
    ).toEqual([
      [shirt.id, small!.id, 1, 5],
      [low.id, null, 2, 5],
      [atOwn.id, null, 9, 10],
      [zeroBound.id, null, 0, 0],
    ])
    const listed = mine.map((row: { product_id: number }) => row.product_id)
    expect(listed).not.toContain(plenty.id)
    expect(listed).not.toContain(archived.id)
  })

  it('reads the low products along products_low_stock_idx', async () => {
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      return selectRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select p.id from products p
          where p.status <> 'archived' and (p.stock - coalesce(p.low_stock_threshold, 5)) <= 0`,
      )
    })
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('products_low_stock_idx')
  })
})

describe('stock items', () => {
  it('finds products without variants and variants by SKU or name, with their stock', async () => {
    const stamp = Date.now()
    const kettle = await createProduct(db(), {
      name: `Ấm siêu tốc ${stamp}`,
      sku: `AST-${stamp}`,
      stock: 4,
    })
    const shoe = await createProduct(db(), {
      name: `Giày chạy ${stamp}`,
      sku: `GC-${stamp}`,
      variants: [
        { name: 'Cỡ 40', stock: 2, sku: `GC-${stamp}-40` },
        { name: 'Cỡ 41', stock: 3, sku: `GC-${stamp}-41` },
      ],
    })
    const find = (q: string) =>
      as(keeper.token, {
        method: 'GET',
        url: `${adminUrl(adminPaths.stockItems)}?q=${encodeURIComponent(q)}`,
      })
    expect((await find(`ast-${stamp}`)).json().data).toEqual([
      {
        product_id: kettle.id,
        product_name: kettle.name,
        variant_id: null,
        variant_name: null,
        sku: kettle.sku,
        stock: 4,
      },
    ])
    const shoes = (await find(`giay chay ${stamp}`)).json().data
    expect(
      shoes.map((row: { variant_name: string; stock: number }) => [row.variant_name, row.stock]),
    ).toEqual([
      ['Cỡ 40', 2],
      ['Cỡ 41', 3],
    ])
    expect(shoes[0].product_id).toBe(shoe.id)
    // The exact SKU first.
    expect((await find(`GC-${stamp}-41`)).json().data[0].variant_name).toBe('Cỡ 41')
    expect((await find('%')).json().data).toEqual([])
    const empty = await find(' ')
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors).toEqual({ q: [stockMessages.lookup] })
  })
})
