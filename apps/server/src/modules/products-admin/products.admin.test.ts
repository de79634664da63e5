import {
  adminPaths,
  adminProductMessages,
  adminUrl,
  type AdminProductDetail,
  apiPaths,
  fillPath,
  messages,
  type Permission,
} from '@phiencho/contracts'
import { and, asc, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  audit_log,
  order_items,
  orders,
  product_slug_redirects,
  product_variants,
  products,
  roles,
  stock_movements,
  user_roles,
} from '../../db/schema.ts'
import { createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { createBrand, createCategory, createProduct } from '../../test/catalog-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'
import { fileForm, picture } from '../../test/upload-factories.ts'

let t: TestApp
type Staff = Awaited<ReturnType<typeof createStaff>>
let catalog: Staff
let reader: Staff
let writer: Staff
let orderStaff: Staff
let categoryId: number

/** A person holding one role made of exactly these permissions. */
async function staffWith(permissions: Permission[]): Promise<Staff> {
  const person = await createStaff(t, [])
  const [role] = await t.database.db
    .insert(roles)
    .values({ name: `Vai trò ${permissions.join(' ')} ${Math.random()}`, permissions })
    .returning()
  await t.database.db.insert(user_roles).values({ user_id: person.user.id, role_id: role!.id })
  return person
}

beforeAll(async () => {
  // The read caches on, as in production: only the change bus can make a change show at once.
  t = await createTestApp({}, { CATALOG_CACHE_TTL_MS: '60000' })
  catalog = await createStaff(t, ['catalog'])
  orderStaff = await createStaff(t, ['orders'])
  reader = await staffWith(['product:read'])
  writer = await staffWith(['product:read', 'product:write'])
  categoryId = (await createCategory(t.database.db, { name: 'Đồ gia dụng' })).id
})
afterAll(() => t?.close())

const db = () => t.database.db
const productsUrl = adminUrl(adminPaths.products)
const productUrl = (id: number) => adminUrl(adminPaths.product, { id })
const as = (staff: Staff, options: InjectOptions) => injectAs(t, staff.token, options)

let n = 0
function newProduct(overrides: Record<string, unknown> = {}) {
  n += 1
  return {
    name: `Nồi chiên không dầu ${n}`,
    sku: `NCKD-${n}-${Date.now()}`,
    category_id: categoryId,
    price: 1_250_000,
    ...overrides,
  }
}

async function create(body: Record<string, unknown>, staff: Staff = catalog) {
  const res = await as(staff, { method: 'POST', url: productsUrl, payload: body })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<AdminProductDetail>()
}

/** The editor's body of a loaded product, as the editor sends it back. */
function bodyOf(p: AdminProductDetail) {
  return {
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    category_id: p.category.id,
    brand_id: p.brand?.id ?? null,
    store_id: p.store?.id ?? null,
    status: p.status,
    short_description: p.short_description,
    description: p.description,
    price: p.price,
    planned_sale_price: p.planned_sale_price,
    sale_starts_at: p.sale_starts_at,
    sale_ends_at: p.sale_ends_at,
    sale_max_per_order: p.sale_max_per_order,
    low_stock_threshold: p.low_stock_threshold,
    seo_title: p.seo_title,
    seo_description: p.seo_description,
    attributes: p.attributes,
    option_types: p.option_types,
    variants: p.variants.map((v) => ({
      id: v.id,
      options: v.options,
      sku: v.sku,
      price: v.price,
      planned_sale_price: v.planned_sale_price,
      barcode: v.barcode,
      image_id: v.image_id,
    })),
    images: p.images.map((image) => ({ id: image.id, alt: image.alt })),
    version: p.version,
  }
}

const save = (id: number, body: Record<string, unknown>, staff: Staff = catalog) =>
  as(staff, { method: 'PUT', url: productUrl(id), payload: body })

async function load(id: number, staff: Staff = catalog) {
  const res = await as(staff, { method: 'GET', url: productUrl(id) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<AdminProductDetail>()
}

const auditOf = (id: number) =>
  db()
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity_type, 'product'), eq(audit_log.entity_id, String(id))))
    .orderBy(asc(audit_log.id))

describe('who may call', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: productsUrl })
    expect(anonymous.statusCode).toBe(401)
    const write = await t.app.inject({ method: 'POST', url: productsUrl, payload: newProduct() })
    expect(write.statusCode).toBe(401)

    expect((await as(orderStaff, { method: 'GET', url: productsUrl })).statusCode).toBe(403)
    const product = await createProduct(db())
    expect((await as(orderStaff, { method: 'GET', url: productUrl(product.id) })).statusCode).toBe(
      403,
    )
    // product:read alone reads, and writes nothing.
    expect((await as(reader, { method: 'GET', url: productUrl(product.id) })).statusCode).toBe(200)
    for (const options of [
      { method: 'POST', url: productsUrl, payload: newProduct() },
      { method: 'PUT', url: productUrl(product.id), payload: newProduct({ version: 1 }) },
      { method: 'DELETE', url: productUrl(product.id) },
      {
        method: 'POST',
        url: adminUrl(adminPaths.productsBulk),
        payload: { ids: [product.id], action: 'hide' },
      },
    ] as const) {
      const res = await as(reader, options)
      expect(res.statusCode, `${options.method} ${options.url}`).toBe(403)
      expect(res.json().message).toBe(messages.forbidden)
    }
    const form = await fileForm(await picture(40, 40).png().toBuffer(), { field: 'files' })
    const upload = await as(reader, {
      method: 'POST',
      url: adminUrl(adminPaths.productImages),
      ...form,
    })
    expect(upload.statusCode).toBe(403)
    expect((await db().select().from(products).where(eq(products.id, product.id)))[0]!.status).toBe(
      'published',
    )
  })

  it('answers 404 for a product that does not exist', async () => {
    expect((await as(catalog, { method: 'GET', url: productUrl(999_999) })).statusCode).toBe(404)
    const put = await save(999_999, { ...newProduct(), version: 1 })
    expect(put.statusCode).toBe(404)
    expect(put.json().message).toBe(adminProductMessages.notFound)
    expect((await as(catalog, { method: 'DELETE', url: productUrl(999_999) })).statusCode).toBe(404)
  })
})

describe('create', () => {
  it('creates a draft at stock 0 with a slug made unique from its name, and an audit row', async () => {
    const first = await create(newProduct({ name: 'Ấm siêu tốc Điện Quang' }))
    expect(first).toMatchObject({
      slug: 'am-sieu-toc-dien-quang',
      status: 'draft',
      stock: 0,
      version: 1,
      category: { id: categoryId, name: 'Đồ gia dụng' },
    })
    const second = await create(newProduct({ name: 'Ấm siêu tốc Điện Quang' }))
    const third = await create(newProduct({ name: 'Ấm siêu tốc điện quang' }))
    expect([second.slug, third.slug]).toEqual([
      'am-sieu-toc-dien-quang-2',
      'am-sieu-toc-dien-quang-3',
    ])
    const chosen = await create(newProduct({ slug: 'am-dun-nuoc-rieng' }))
    expect(chosen.slug).toBe('am-dun-nuoc-rieng')

    const [row] = await auditOf(first.id)
    expect(row).toMatchObject({ action: 'product.create', actor_id: catalog.user.id, before: null })
    expect(row!.after).toMatchObject({ name: 'Ấm siêu tốc Điện Quang', sku: first.sku })
  })

  it('answers 422 per field, in Vietnamese', async () => {
    const taken = await create(newProduct())
    const res = await as(catalog, {
      method: 'POST',
      url: productsUrl,
      payload: {
        name: '',
        sku: 'có dấu cách',
        category_id: categoryId,
        price: -1,
        status: 'sold',
      },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toMatchObject({
      name: [adminProductMessages.name],
      sku: [adminProductMessages.sku],
      price: [adminProductMessages.price],
      status: [adminProductMessages.status],
    })

    const rules = await as(catalog, {
      method: 'POST',
      url: productsUrl,
      payload: newProduct({
        sku: taken.sku,
        slug: taken.slug,
        category_id: 999_999,
        brand_id: 999_999,
        planned_sale_price: 2_000_000,
        sale_starts_at: '2026-12-02T08:00:00+07:00',
        sale_ends_at: '2026-12-01T08:00:00+07:00',
        sale_max_per_order: 0,
      }),
    })
    expect(rules.statusCode).toBe(422)
    expect(rules.json().errors).toMatchObject({
      planned_sale_price: [adminProductMessages.salePrice],
      sale_ends_at: [adminProductMessages.saleEnd],
      sale_max_per_order: [adminProductMessages.saleMaxPerOrder],
    })

    const store = await as(catalog, {
      method: 'POST',
      url: productsUrl,
      payload: newProduct({
        sku: taken.sku,
        slug: taken.slug,
        category_id: 999_999,
        brand_id: 999_999,
      }),
    })
    expect(store.statusCode).toBe(422)
    expect(store.json().errors).toEqual({
      sku: [adminProductMessages.skuTaken],
      slug: [adminProductMessages.slugTaken],
      category_id: [adminProductMessages.categoryUnknown],
      brand_id: [adminProductMessages.brandUnknown],
    })
  })

  it('needs price:write for a sale price, not for the base price of a new product', async () => {
    const plain = await create(newProduct(), writer)
    expect(plain.price).toBe(1_250_000)
    const sale = await as(writer, {
      method: 'POST',
      url: productsUrl,
      payload: newProduct({ planned_sale_price: 990_000 }),
    })
    expect(sale.statusCode).toBe(403)
    expect(sale.json().message).toBe(adminProductMessages.pricePermission)
    expect(sale.json().message).toContain('price:write')
  })
})

describe('save', () => {
  it('refuses a stale version with 409 and the current version, and raises it on success', async () => {
    const product = await create(newProduct())
    const body = bodyOf(product)
    const saved = await save(product.id, { ...body, name: 'Tên mới' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ name: 'Tên mới', version: 2 })

    const stale = await save(product.id, { ...body, name: 'Tên cũ hơn' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({ message: adminProductMessages.versionConflict, version: 2 })
    expect((await load(product.id)).name).toBe('Tên mới')

    const missing = await save(product.id, { ...body, version: undefined })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.version).toEqual([adminProductMessages.version])
  })

  it('sanitises the description with the classifieds’ sanitiser and keeps SEO, attributes, threshold', async () => {
    const product = await create(newProduct())
    const res = await save(product.id, {
      ...bodyOf(product),
      description: '<p onclick="x()">Mô tả <strong>đậm</strong><script>alert(1)</script></p>',
      seo_title: 'Nồi chiên giá tốt',
      seo_description: 'Mua nồi chiên chính hãng',
      attributes: { 'Xuất xứ': 'Việt Nam', 'Bảo hành': '12 tháng' },
      low_stock_threshold: 3,
      status: 'published',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      description: '<p>Mô tả <strong>đậm</strong></p>',
      seo_title: 'Nồi chiên giá tốt',
      attributes: { 'Xuất xứ': 'Việt Nam', 'Bảo hành': '12 tháng' },
      low_stock_threshold: 3,
      status: 'published',
    })
    const rows = await auditOf(product.id)
    const update = rows.at(-1)!
    expect(update.action).toBe('product.update')
    expect(update.before).toMatchObject({ status: 'draft', description: null })
    expect(update.after).toMatchObject({ status: 'published', low_stock_threshold: 3 })
    expect(update.after).not.toHaveProperty('name')
  })

  it('needs price:write to change a price, and takes the same prices without it', async () => {
    const product = await create(newProduct({ planned_sale_price: 999_000 }))
    const same = await save(product.id, { ...bodyOf(product), name: 'Đổi tên thôi' }, writer)
    expect(same.statusCode, same.body).toBe(200)
    for (const change of [
      { price: 1_300_000 },
      { planned_sale_price: null },
      { sale_ends_at: '2030-01-01T00:00:00.000Z' },
      { sale_max_per_order: 2 },
    ]) {
      const res = await save(product.id, { ...bodyOf(same.json()), ...change }, writer)
      expect(res.statusCode, JSON.stringify(change)).toBe(403)
      expect(res.json().message).toBe(adminProductMessages.pricePermission)
    }
    const owner = await save(product.id, { ...bodyOf(same.json()), price: 1_300_000 })
    expect(owner.statusCode).toBe(200)
    // A sale window in the future: the planned price waits, sale_price stays null.
    const planned = await save(product.id, {
      ...bodyOf(owner.json()),
      sale_starts_at: '2030-01-01T00:00:00.000Z',
      sale_ends_at: '2030-01-02T00:00:00.000Z',
    })
    expect(planned.json()).toMatchObject({
      planned_sale_price: 999_000,
      sale_price: null,
      sale_window_open: false,
    })
  })

  it('keeps an old slug as a redirect, and a slug taken back stops redirecting', async () => {
    const product = await create(newProduct({ slug: 'binh-giu-nhiet-cu', status: 'published' }))
    const moved = await save(product.id, { ...bodyOf(product), slug: 'binh-giu-nhiet-moi' })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({
      slug: 'binh-giu-nhiet-moi',
      old_slugs: ['binh-giu-nhiet-cu'],
    })

    // The public API answers the old slug with the product under its current slug.
    const old = await t.app.inject({
      method: 'GET',
      url: fillPath(apiPaths.product, { slug: 'binh-giu-nhiet-cu' }),
    })
    expect(old.statusCode).toBe(200)
    expect(old.json().slug).toBe('binh-giu-nhiet-moi')

    // Another product cannot take the current slug; the old one, a new product may not get by
    // itself (an old link keeps leading to its product).
    const clash = await as(catalog, {
      method: 'POST',
      url: productsUrl,
      payload: newProduct({ slug: 'binh-giu-nhiet-moi' }),
    })
    expect(clash.json().errors).toEqual({ slug: [adminProductMessages.slugTaken] })

    const back = await save(product.id, { ...bodyOf(moved.json()), slug: 'binh-giu-nhiet-cu' })
    expect(back.json()).toMatchObject({
      slug: 'binh-giu-nhiet-cu',
      old_slugs: ['binh-giu-nhiet-moi'],
    })
    const redirects = await db()
      .select()
      .from(product_slug_redirects)
      .where(eq(product_slug_redirects.product_id, product.id))
    expect(redirects.map((r) => r.slug)).toEqual(['binh-giu-nhiet-moi'])
  })

  it('shows a saved change on the public product API at once (the caches hear it)', async () => {
    const product = await create(newProduct({ status: 'published' }))
    const url = fillPath(apiPaths.product, { slug: product.slug })
    expect((await t.app.inject({ method: 'GET', url })).json().name).toBe(product.name)
    await save(product.id, { ...bodyOf(product), name: 'Nồi chiên đã đổi tên' })
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url })).json().name)
      .toBe('Nồi chiên đã đổi tên')
  })
})

describe('variants', () => {
  const colours = (values: string[]) => [{ name: 'Màu', values }]
  const variant = (sku: string, colour: string, extra: Record<string, unknown> = {}) => ({
    sku,
    options: { Màu: colour },
    price: 1_250_000,
    ...extra,
  })

  it('checks the variants are exactly the combinations of the option types', async () => {
    const res = await as(catalog, {
      method: 'POST',
      url: productsUrl,
      payload: newProduct({
        option_types: [
          { name: 'Màu', values: ['Đen', 'đen'] },
          { name: 'Cỡ', values: ['S', 'M'] },
          { name: 'Kiểu', values: ['A'] },
          { name: 'Chất liệu', values: ['B'] },
        ],
      }),
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.option_types).toEqual([adminProductMessages.optionTypes])

    const matrix = await as(catalog, {
      method: 'POST',
      url: productsUrl,
      payload: newProduct({
        option_types: [
          { name: 'Màu', values: ['Đen', 'Trắng'] },
          { name: 'Cỡ', values: ['S', 'M'] },
        ],
        variants: [
          { sku: `MX-${n}-1`, options: { Màu: 'Đen', Cỡ: 'S' }, price: 1 },
          { sku: `MX-${n}-2`, options: { Màu: 'Đen', Cỡ: 'M' }, price: 1 },
          { sku: `MX-${n}-3`, options: { Màu: 'Đỏ', Cỡ: 'M' }, price: 1 },
        ],
      }),
    })
    expect(matrix.statusCode).toBe(422)
    expect(matrix.json().errors).toMatchObject({
      'variants.2.options': [adminProductMessages.variantOptions],
      variants: [adminProductMessages.variantsMatrix],
    })
  })

  it('keeps a variant’s stock when an option value is added, and drops the variant of a removed value', async () => {
    const created = await create(
      newProduct({
        option_types: colours(['Đen', 'Trắng']),
        variants: [variant(`V-${n}-DEN`, 'Đen'), variant(`V-${n}-TRANG`, 'Trắng')],
      }),
    )
    expect(created.variants.map((v) => [v.name, v.stock])).toEqual([
      ['Đen', 0],
      ['Trắng', 0],
    ])
    // Stock comes from adjustments (another part of the back office): here straight in the table.
    const [black, white] = created.variants
    await db().update(product_variants).set({ stock: 7 }).where(eq(product_variants.id, black!.id))
    await db().update(product_variants).set({ stock: 4 }).where(eq(product_variants.id, white!.id))
    await db().update(products).set({ stock: 11 }).where(eq(products.id, created.id))

    const loaded = await load(created.id)
    const body = bodyOf(loaded)
    // A new value; the black variant sent without its id is matched by its options.
    const added = await save(created.id, {
      ...body,
      option_types: colours(['Đen', 'Trắng', 'Xanh']),
      variants: [
        variant(black!.sku, 'Đen'),
        { ...(body.variants as object[])[1], sku: white!.sku },
        variant(`V-${n}-XANH`, 'Xanh'),
      ],
    })
    expect(added.statusCode, added.body).toBe(200)
    expect(
      added.json().variants.map((v: { id: number; stock: number }) => [v.id, v.stock]),
    ).toEqual([
      [black!.id, 7],
      [white!.id, 4],
      [expect.any(Number), 0],
    ])
    expect(added.json().stock).toBe(11)

    // White goes: its stock leaves the product's, with a ledger row saying why.
    const current = added.json<AdminProductDetail>()
    const removed = await save(created.id, {
      ...bodyOf(current),
      option_types: colours(['Đen', 'Xanh']),
      variants: bodyOf(current).variants.filter((_: unknown, i: number) => i !== 1),
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json().variants.map((v: { name: string }) => v.name)).toEqual(['Đen', 'Xanh'])
    expect(removed.json().stock).toBe(7)
    const ledger = await db()
      .select()
      .from(stock_movements)
      .where(eq(stock_movements.product_id, created.id))
      .orderBy(asc(stock_movements.id))
    expect(ledger.at(-1)).toMatchObject({
      sku: white!.sku,
      reason: 'other',
      stock_before: 4,
      stock_after: 0,
      staff_id: catalog.user.id,
      note: 'Xóa phân loại khỏi sản phẩm',
    })
  })

  it('writes every field of changed variants and of the product as sent, quotes and nulls included', async () => {
    const values = ['Đỏ "đô"', 'Xám \\ bạc', "Be, {kem}'"]
    const created = await create(
      newProduct({
        option_types: colours(values),
        variants: values.map((value, i) => variant(`V-${n}-Q${i}`, value)),
        attributes: { 'Xuất xứ': 'Việt "Nam"' },
      }),
    )
    const body = bodyOf(created)
    const edited = {
      name: `${body.name} "bản mới" \\ 2`,
      short_description: null,
      seo_title: 'Nồi chiên, {giá tốt}',
      sale_starts_at: '2026-12-01T01:00:00.000Z',
      sale_ends_at: null,
      attributes: { 'Xuất xứ': 'Nhật "Bản"', 'Bảo hành': '12 tháng' },
    }
    const saved = await save(created.id, {
      ...body,
      ...edited,
      // Reversed, with a barcode set and one cleared, and a planned sale price.
      variants: body.variants
        .map((v, i) => ({
          ...v,
          sku: `${v.sku}-B`,
          barcode: i === 0 ? null : `8930000${i}`,
          planned_sale_price: i === 1 ? 990_000 : null,
        }))
        .reverse(),
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const answer = saved.json<AdminProductDetail>()
    expect(answer).toEqual(await load(created.id))
    expect(answer).toMatchObject({ ...edited, version: created.version + 1 })
    expect(
      answer.variants.map((v) => [v.id, v.options, v.sku, v.barcode, v.planned_sale_price]),
    ).toEqual(
      [...created.variants].reverse().map((v, i) => [
        v.id,
        v.options,
        `${v.sku}-B`,
        // Reversed: the first sent was the last created.
        2 - i === 0 ? null : `8930000${2 - i}`,
        2 - i === 1 ? 990_000 : null,
      ]),
    )
  })

  it('swaps SKUs between variants, and moves a product’s own stock out when it starts selling by variant', async () => {
    const simple = await create(newProduct())
    await db().update(products).set({ stock: 6 }).where(eq(products.id, simple.id))
    const body = bodyOf(await load(simple.id))
    const res = await save(simple.id, {
      ...body,
      option_types: colours(['Đen', 'Trắng']),
      variants: [variant(`S-${n}-A`, 'Đen'), variant(`S-${n}-B`, 'Trắng')],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().stock).toBe(0)
    const [row] = await db()
      .select()
      .from(stock_movements)
      .where(eq(stock_movements.product_id, simple.id))
      .orderBy(asc(stock_movements.id))
      .offset(1)
    expect(row).toMatchObject({
      variant_id: null,
      stock_before: 6,
      stock_after: 0,
      note: 'Chuyển sang bán theo phân loại',
    })

    const withVariants = res.json<AdminProductDetail>()
    const swapped = bodyOf(withVariants)
    const [a, b] = swapped.variants as Array<{ sku: string }>
    ;[a!.sku, b!.sku] = [b!.sku, a!.sku]
    const again = await save(simple.id, swapped)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().variants.map((v: { id: number; sku: string }) => [v.id, v.sku])).toEqual([
      [withVariants.variants[0]!.id, `S-${n}-B`],
      [withVariants.variants[1]!.id, `S-${n}-A`],
    ])
  })

  it('refuses with 409 to delete a variant an order holds', async () => {
    const created = await create(
      newProduct({
        option_types: colours(['Đen', 'Trắng']),
        variants: [variant(`O-${n}-DEN`, 'Đen'), variant(`O-${n}-TRANG`, 'Trắng')],
      }),
    )
    const white = created.variants[1]!
    const [order] = await db()
      .insert(orders)
      .values({
        code: `PCTEST${n}`,
        contact_name: 'Khách',
        contact_phone: '0987654321',
        province_code: '01',
        province_name: 'Thành phố Hà Nội',
        ward_code: '00004',
        ward_name: 'Phường Ba Đình',
        street: '1 Phố Huế',
        subtotal: 1_250_000,
        shipping_fee: 0,
        total: 1_250_000,
        payment_method: 'cod',
      })
      .returning()
    await db().insert(order_items).values({
      order_id: order!.id,
      product_id: created.id,
      variant_id: white.id,
      name: created.name,
      sku: white.sku,
      variant_name: white.name,
      unit_price: 1_250_000,
      quantity: 1,
      line_total: 1_250_000,
    })
    const res = await save(created.id, {
      ...bodyOf(created),
      option_types: colours(['Đen']),
      variants: [bodyOf(created).variants[0]],
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(adminProductMessages.variantInOrders('Trắng'))
    expect((await load(created.id)).variants).toHaveLength(2)
  })

  it('answers 422 for a variant of another product, a picture not of this one, a sale price too high', async () => {
    const other = await create(
      newProduct({ option_types: colours(['Đen']), variants: [variant(`X-${n}-DEN`, 'Đen')] }),
    )
    const created = await create(
      newProduct({ option_types: colours(['Đen']), variants: [variant(`Y-${n}-DEN`, 'Đen')] }),
    )
    const body = bodyOf(created)
    const res = await save(created.id, {
      ...body,
      variants: [
        {
          ...body.variants[0],
          id: other.variants[0]!.id,
          image_id: 999_999,
          planned_sale_price: 1_250_000,
        },
      ],
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      'variants.0.planned_sale_price': [adminProductMessages.salePrice],
    })
    const unknown = await save(created.id, {
      ...body,
      variants: [{ ...body.variants[0], id: other.variants[0]!.id, image_id: 999_999 }],
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual({
      'variants.0.id': [adminProductMessages.variantUnknown],
      'variants.0.image_id': [adminProductMessages.variantImage],
    })
    expect((await load(other.id)).variants[0]!.sku).toBe(other.variants[0]!.sku)
  })

  it('needs price:write for a new variant at another price', async () => {
    const created = await create(
      newProduct({ option_types: colours(['Đen']), variants: [variant(`P-${n}-DEN`, 'Đen')] }),
    )
    const body = bodyOf(created)
    const res = await save(
      created.id,
      {
        ...body,
        option_types: colours(['Đen', 'Đỏ']),
        variants: [...body.variants, variant(`P-${n}-DO`, 'Đỏ', { price: 1_500_000 })],
      },
      writer,
    )
    expect(res.statusCode).toBe(403)
    const same = await save(
      created.id,
      {
        ...body,
        option_types: colours(['Đen', 'Đỏ']),
        variants: [...body.variants, variant(`P-${n}-DO`, 'Đỏ')],
      },
      writer,
    )
    expect(same.statusCode, same.body).toBe(200)
  })
})

describe('images', () => {
  async function upload(colours: string[]) {
    const form = new FormData()
    for (const colour of colours) {
      const bytes = await picture(900, 600, colour).png().toBuffer()
      form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'anh.png')
    }
    const request = new Request('http://localhost/', { method: 'POST', body: form })
    return as(catalog, {
      method: 'POST',
      url: adminUrl(adminPaths.productImages),
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    })
  }

  it('uploads several pictures, then saves them in order with the first as cover', async () => {
    const res = await upload(['#ef4444', '#22c55e'])
    expect(res.statusCode, res.body).toBe(201)
    const [red, green] = res.json().data
    expect(red).toMatchObject({ width: 900, height: 600 })
    expect(red.path).toMatch(/^uploads\/.+\.webp$/)
    expect(red.srcset).toContain('/media/w640/')

    const created = await create(
      newProduct({
        images: [
          { path: green.path, alt: 'Màu xanh' },
          { path: red.path, alt: 'Màu đỏ' },
        ],
      }),
    )
    expect(created.images.map((image) => [image.path, image.alt, image.position])).toEqual([
      [green.path, 'Màu xanh', 0],
      [red.path, 'Màu đỏ', 1],
    ])
    const list = await as(catalog, { method: 'GET', url: `${productsUrl}?q=${created.sku}` })
    expect(list.json().data[0].cover).toBe(`/media/${green.path}`)

    // Reordered, one dropped and one unknown path refused.
    const [g, r] = created.images
    const refused = await save(created.id, {
      ...bodyOf(created),
      images: [{ id: r!.id, alt: null }, { path: 'uploads/2026/11/khong-co.webp' }],
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual({ 'images.1.path': [adminProductMessages.imageUnknown] })

    const reordered = await save(created.id, {
      ...bodyOf(created),
      images: [{ id: r!.id, alt: 'Ảnh bìa mới' }],
    })
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect(reordered.json().images).toEqual([
      expect.objectContaining({ id: r!.id, alt: 'Ảnh bìa mới', position: 0 }),
    ])
    expect(reordered.json().images.some((image: { id: number }) => image.id === g!.id)).toBe(false)
  })

  it('answers 422 for an upload without files', async () => {
    const form = await fileForm(Buffer.from('x'), { field: 'other' })
    const res = await as(catalog, {
      method: 'POST',
      url: adminUrl(adminPaths.productImages),
      ...form,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ files: [adminProductMessages.uploadFiles] })
  })
})

describe('archive and bulk', () => {
  it('archives instead of deleting, once, with an audit row', async () => {
    const product = await create(newProduct({ status: 'published' }))
    const res = await as(catalog, { method: 'DELETE', url: productUrl(product.id) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'archived', version: 2 })
    expect((await as(catalog, { method: 'DELETE', url: productUrl(product.id) })).statusCode).toBe(
      200,
    )
    const rows = await auditOf(product.id)
    expect(rows.map((row) => row.action)).toEqual(['product.create', 'product.archive'])
    expect(rows[1]).toMatchObject({
      before: { status: 'published' },
      after: { status: 'archived' },
    })
    // Archived products leave the default list.
    const list = await as(catalog, { method: 'GET', url: `${productsUrl}?q=${product.sku}` })
    expect(list.json().data).toEqual([])
  })

  it('acts on up to 100 products in one transaction, one audit row per product changed', async () => {
    const a = await create(newProduct())
    const b = await create(newProduct({ status: 'published' }))
    const url = adminUrl(adminPaths.productsBulk)
    const publish = await as(catalog, {
      method: 'POST',
      url,
      payload: { ids: [a.id, b.id], action: 'publish' },
    })
    expect(publish.statusCode, publish.body).toBe(200)
    expect(publish.json()).toEqual({ changed: [a.id], unchanged: [b.id] })
    expect((await auditOf(a.id)).at(-1)).toMatchObject({
      action: 'product.bulk_publish',
      before: { status: 'draft' },
      after: { status: 'published' },
    })

    const other = await createCategory(db(), { name: 'Nhà bếp' })
    const move = await as(catalog, {
      method: 'POST',
      url,
      payload: { ids: [a.id, b.id], action: 'move_category', category_id: other.id },
    })
    expect(move.json().changed).toEqual([a.id, b.id])
    expect((await load(b.id)).category).toEqual({ id: other.id, name: 'Nhà bếp' })

    // One unknown id: nothing changes.
    const unknown = await as(catalog, {
      method: 'POST',
      url,
      payload: { ids: [a.id, 999_999], action: 'hide' },
    })
    expect(unknown.statusCode).toBe(422)
    expect((await load(a.id)).status).toBe('published')

    const tooMany = await as(catalog, {
      method: 'POST',
      url,
      payload: { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'hide' },
    })
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json().errors).toEqual({ ids: [adminProductMessages.bulkIds] })
    const noCategory = await as(catalog, {
      method: 'POST',
      url,
      payload: { ids: [a.id], action: 'move_category' },
    })
    expect(noCategory.statusCode).toBe(422)
    expect(noCategory.json().errors).toEqual({ category_id: [adminProductMessages.bulkCategory] })
  })
})

describe('brand', () => {
  it('names the brand and store in the editor', async () => {
    const brand = await createBrand(db(), { name: 'Sunhouse' })
    const product = await create(newProduct({ brand_id: brand.id }))
    expect(product.brand).toEqual({ id: brand.id, name: 'Sunhouse' })
    expect(product.store).toBeNull()
  })
})
