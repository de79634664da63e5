import { ADMIN_API_PREFIX, adminPaths, type ProductImportResult } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'
import { parse } from 'csv-parse/sync'
import { and, asc, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  audit_log,
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
import { fileForm } from '../../test/upload-factories.ts'
import { sheetColumns } from './sheet-columns.ts'

let t: TestApp
let catalogStaff: Awaited<ReturnType<typeof createStaff>>
const db = () => t.database.db
const url = (path: string) => `${ADMIN_API_PREFIX}${path}`

beforeAll(async () => {
  t = await createTestApp()
  catalogStaff = await createStaff(t, ['catalog'])
})
afterAll(async () => {
  await t?.close()
})

const headers = sheetColumns.map((column) => column.header)
let sequence = 0
const unique = (prefix: string) => `${prefix}-${process.pid % 1000}-${++sequence}`

/** A CSV of the sheet's columns from rows keyed by header (missing cells empty). */
function csv(rows: Array<Record<string, string>>, columns: string[] = headers): Buffer {
  const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))]
  return Buffer.from(`\uFEFF${lines.map((line) => line.map(quote).join(',')).join('\r\n')}\r\n`)
}

async function importSheet(
  token: string,
  file: Buffer,
  dryRun: boolean,
  filename = 'san-pham.csv',
) {
  const form = await fileForm(file, { filename, type: 'text/csv' })
  return injectAs(t, token, {
    method: 'POST',
    url: `${url(adminPaths.productsImport)}?dry_run=${dryRun}`,
    ...form,
  })
}

/** A staff member holding exactly these permissions. */
async function staffWith(permissions: string[]) {
  const person = await createStaff(t, [])
  const [role] = await db()
    .insert(roles)
    .values({ name: unique('Vai trò thử'), permissions })
    .returning()
  await db().insert(user_roles).values({ user_id: person.user.id, role_id: role!.id })
  return createStaff(t, [], { email: person.user.email }).catch(() => person)
}

describe('product sheet import', () => {
  it('dry-runs a new product with variants, then creates it in one go with its ledger and audit rows', async () => {
    const category = await createCategory(db())
    const brand = await createBrand(db())
    const sku = unique('AO')
    const rows = ['Đen', 'Trắng'].flatMap((colour) =>
      ['M', 'L'].map((size) => ({
        'SKU sản phẩm': sku,
        'Tên sản phẩm': 'Áo thun cổ tròn',
        'Danh mục': category.slug,
        'Thương hiệu': brand.slug,
        'Trạng thái': 'Đang bán',
        Giá: '199.000',
        'SKU phân loại': `${sku}-${colour === 'Đen' ? 'D' : 'T'}-${size}`,
        'Tên phân loại 1': 'Màu sắc',
        'Giá trị phân loại 1': colour,
        'Tên phân loại 2': 'Kích cỡ',
        'Giá trị phân loại 2': size,
        'Tồn kho': '7',
      })),
    )
    const dry = await importSheet(catalogStaff.token, csv(rows), true)
    expect(dry.statusCode).toBe(200)
    const planned = dry.json<ProductImportResult>()
    expect(planned).toMatchObject({
      dry_run: true,
      applied: false,
      rows: 4,
      errors: [],
      counts: { created: 1, variants_created: 4 },
    })
    expect(planned.changes[0]).toMatchObject({ product_sku: sku, action: 'create' })
    expect(await db().select().from(products).where(eq(products.sku, sku))).toEqual([])

    const applied = await importSheet(catalogStaff.token, csv(rows), false)
    expect(applied.json()).toMatchObject({ applied: true, counts: { created: 1 } })
    const [product] = await db().select().from(products).where(eq(products.sku, sku))
    expect(product).toMatchObject({
      name: 'Áo thun cổ tròn',
      slug: 'ao-thun-co-tron',
      status: 'published',
      price: 199_000,
      stock: 28,
      brand_id: brand.id,
      option_types: [
        { name: 'Màu sắc', values: ['Đen', 'Trắng'] },
        { name: 'Kích cỡ', values: ['M', 'L'] },
      ],
    })
    const ledger = await db()
      .select()
      .from(stock_movements)
      .where(eq(stock_movements.product_id, product!.id))
    expect(ledger).toHaveLength(4)
    expect(ledger.every((row) => row.reason === 'import' && row.stock_after === 7)).toBe(true)
    expect(ledger[0]).toMatchObject({
      staff_id: catalogStaff.user.id,
      note: 'Nhập từ tệp san-pham.csv',
    })
    const audits = await db()
      .select()
      .from(audit_log)
      .where(
        and(eq(audit_log.entity_type, 'product'), eq(audit_log.entity_id, String(product!.id))),
      )
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({ action: 'product.import', actor_id: catalogStaff.user.id })

    // The same file again changes nothing.
    const again = await importSheet(catalogStaff.token, csv(rows), false)
    expect(again.json()).toMatchObject({
      applied: true,
      counts: { created: 0, updated: 0, unchanged: 1 },
    })
  })

  it('lists every row error in Vietnamese and writes nothing, not even the good rows', async () => {
    const category = await createCategory(db())
    const kept = await createProduct(db(), { category_id: category.id, price: 100_000 })
    const file = csv([
      { 'SKU sản phẩm': kept.sku, Giá: '120000' },
      {
        'SKU sản phẩm': unique('MOI'),
        'Tên sản phẩm': 'Mới',
        'Danh mục': 'khong-co',
        'Trạng thái': 'Nháp',
        Giá: 'mười nghìn',
      },
      {
        'SKU sản phẩm': unique('KM'),
        'Tên sản phẩm': 'Giảm',
        'Danh mục': category.slug,
        'Trạng thái': 'Bán',
        Giá: '50000',
        'Giá khuyến mãi': '60000',
        'Bắt đầu khuyến mãi': '31/02/2026 10:00',
      },
      { 'SKU sản phẩm': '', 'Tên sản phẩm': 'Không có SKU' },
    ])
    const res = await importSheet(catalogStaff.token, file, false)
    expect(res.statusCode).toBe(200)
    const result = res.json<ProductImportResult>()
    expect(result.applied).toBe(false)
    expect(result.errors).toEqual([
      { row: 3, column: 'Danh mục', message: 'Không có danh mục với đường dẫn này.' },
      { row: 3, column: 'Giá', message: expect.stringContaining('số nguyên') },
      { row: 4, column: 'Trạng thái', message: expect.stringContaining('Nháp, Đang bán') },
      { row: 4, column: 'Giá khuyến mãi', message: 'Giá khuyến mãi phải nhỏ hơn giá.' },
      { row: 4, column: 'Bắt đầu khuyến mãi', message: expect.stringContaining('dd/mm/yyyy') },
      { row: 5, column: 'SKU sản phẩm', message: 'Không được để trống.' },
    ])
    const [after] = await db().select().from(products).where(eq(products.id, kept.id))
    expect(after!.price).toBe(100_000)
  })

  it('updates only what the file holds: a price column alone keeps every other field', async () => {
    const product = await createProduct(db(), { price: 100_000, short_description: 'Giữ nguyên' })
    const file = csv([{ 'SKU sản phẩm': product.sku, Giá: '90.000 ₫' }], ['SKU sản phẩm', 'Giá'])
    const dry = (await importSheet(catalogStaff.token, file, true)).json<ProductImportResult>()
    expect(dry.changes).toEqual([
      {
        product_sku: product.sku,
        name: product.name,
        action: 'update',
        fields: [{ field: 'Giá', before: formatVnd(100_000), after: formatVnd(90_000) }],
      },
    ])
    await importSheet(catalogStaff.token, file, false)
    const [after] = await db().select().from(products).where(eq(products.id, product.id))
    expect(after).toMatchObject({
      price: 90_000,
      short_description: 'Giữ nguyên',
      name: product.name,
      version: product.version + 1,
    })
  })

  it('keeps an old slug answering when the file renames it, and refuses one another product holds', async () => {
    const product = await createProduct(db())
    const other = await createProduct(db())
    const taken = await importSheet(
      catalogStaff.token,
      csv(
        [{ 'SKU sản phẩm': product.sku, 'Đường dẫn': other.slug }],
        ['SKU sản phẩm', 'Đường dẫn'],
      ),
      false,
    )
    expect(taken.json<ProductImportResult>().errors).toEqual([
      { row: 2, column: 'Đường dẫn', message: 'Đường dẫn đã thuộc sản phẩm khác.' },
    ])
    const renamed = `${product.slug}-moi`
    await importSheet(
      catalogStaff.token,
      csv([{ 'SKU sản phẩm': product.sku, 'Đường dẫn': renamed }], ['SKU sản phẩm', 'Đường dẫn']),
      false,
    )
    const redirects = await db()
      .select()
      .from(product_slug_redirects)
      .where(eq(product_slug_redirects.product_id, product.id))
    expect(redirects.map((row) => row.slug)).toEqual([product.slug])
  })

  it('sets a variant stock as an import movement and keeps the product the sum of its variants', async () => {
    const product = await createProduct(db(), {
      variants: [
        { name: 'Đen', options: { 'Màu sắc': 'Đen' } },
        { name: 'Trắng', options: { 'Màu sắc': 'Trắng' } },
      ],
    })
    const variants = await db()
      .select()
      .from(product_variants)
      .where(eq(product_variants.product_id, product.id))
      .orderBy(asc(product_variants.position))
    const file = csv(
      [{ 'SKU sản phẩm': product.sku, 'SKU phân loại': variants[0]!.sku, 'Tồn kho': '12' }],
      ['SKU sản phẩm', 'SKU phân loại', 'Tồn kho'],
    )
    const res = (await importSheet(catalogStaff.token, file, false)).json<ProductImportResult>()
    expect(res).toMatchObject({ applied: true, counts: { updated: 1, variants_updated: 1 } })
    const [after] = await db().select().from(products).where(eq(products.id, product.id))
    expect(after!.stock).toBe(12 + variants[1]!.stock)
    const [movement] = await db()
      .select()
      .from(stock_movements)
      .where(eq(stock_movements.variant_id, variants[0]!.id))
      .orderBy(asc(stock_movements.id))
      .offset(1)
    expect(movement).toMatchObject({
      reason: 'import',
      stock_before: variants[0]!.stock,
      stock_after: 12,
    })
  })

  it('needs price:write for prices and inventory:write for stock, product:write to import, a session at all', async () => {
    const product = await createProduct(db(), { price: 100_000, stock: 3 })
    const writer = await staffWith(['product:read', 'product:write'])
    const file = csv(
      [{ 'SKU sản phẩm': product.sku, Giá: '80000', 'Tồn kho': '9' }],
      ['SKU sản phẩm', 'Giá', 'Tồn kho'],
    )
    const res = (await importSheet(writer.token, file, true)).json<ProductImportResult>()
    expect(res.errors).toEqual([
      { row: 2, column: 'Giá', message: expect.stringContaining('price:write') },
      { row: 2, column: 'Tồn kho', message: expect.stringContaining('inventory:write') },
    ])
    const reader = await staffWith(['product:read'])
    expect((await importSheet(reader.token, file, true)).statusCode).toBe(403)
    const form = await fileForm(file, { filename: 'a.csv', type: 'text/csv' })
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${url(adminPaths.productsImport)}?dry_run=true`,
      ...form,
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('answers 422 for a missing file, an unreadable one, a sheet without the SKU column and a bad dry_run', async () => {
    const noFile = await injectAs(t, catalogStaff.token, {
      method: 'POST',
      url: `${url(adminPaths.productsImport)}?dry_run=true`,
    })
    expect(noFile.statusCode).toBe(422)
    expect(noFile.json().errors.file[0]).toContain('Hãy chọn tệp')
    const binary = await importSheet(
      catalogStaff.token,
      Buffer.from([0xff, 0xfe, 0x00, 0x41]),
      true,
    )
    expect(binary.statusCode).toBe(422)
    expect(binary.json().errors.file[0]).toContain('Không đọc được tệp')
    const noSku = await importSheet(catalogStaff.token, csv([{ Giá: '1' }], ['Giá']), true)
    expect(noSku.json().errors.file[0]).toBe('Thiếu cột: SKU sản phẩm.')
    const form = await fileForm(csv([]), { filename: 'a.csv', type: 'text/csv' })
    const badFlag = await injectAs(t, catalogStaff.token, {
      method: 'POST',
      url: `${url(adminPaths.productsImport)}?dry_run=co`,
      ...form,
    })
    expect(badFlag.statusCode).toBe(422)
  })
})

describe('product sheet export', () => {
  it('writes a CSV that imports back unchanged', async () => {
    const product = await createProduct(db(), {
      variants: [
        { name: 'Đỏ', options: { 'Màu sắc': 'Đỏ' } },
        { name: 'Xanh', options: { 'Màu sắc': 'Xanh' } },
      ],
    })
    const res = await injectAs(t, catalogStaff.token, {
      method: 'GET',
      url: `${url(adminPaths.productsExport)}?format=csv`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="san-pham-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const grid = parse(res.rawPayload, { bom: true }) as string[][]
    expect(grid[0]).toEqual(headers)
    const own = grid.filter((row) => row[0] === product.sku)
    expect(own.map((row) => row[headers.indexOf('Giá trị phân loại 1')])).toEqual(['Đỏ', 'Xanh'])
    const back = (
      await importSheet(catalogStaff.token, res.rawPayload, true)
    ).json<ProductImportResult>()
    expect(back.errors).toEqual([])
    expect(back.changes.filter((change) => change.product_sku === product.sku)).toEqual([])
  })

  it('exports the products the list filters select, and refuses a bad filter', async () => {
    const kept = await createProduct(db(), { name: `Ấm trà gốm Bát Tràng ${unique('x')}` })
    const other = await createProduct(db())
    const res = await injectAs(t, catalogStaff.token, {
      method: 'GET',
      url: `${url(adminPaths.productsExport)}?format=csv&q=${encodeURIComponent(kept.name.replace('Ấm trà gốm Bát Tràng', 'am tra gom bat trang'))}`,
    })
    expect(res.statusCode).toBe(200)
    const skus = (parse(res.rawPayload, { bom: true }) as string[][]).slice(1).map((row) => row[0])
    expect(skus).toEqual([kept.sku])
    expect(skus).not.toContain(other.sku)
    const bad = await injectAs(t, catalogStaff.token, {
      method: 'GET',
      url: `${url(adminPaths.productsExport)}?format=csv&stock=nhieu`,
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.stock).toBeDefined()
  })

  it('writes an Excel workbook that imports back unchanged, and needs product:read', async () => {
    const product = await createProduct(db(), { price: 250_000, stock: 4 })
    const res = await injectAs(t, catalogStaff.token, {
      method: 'GET',
      url: `${url(adminPaths.productsExport)}?format=xlsx`,
    })
    expect(res.statusCode).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.getRow(1).getCell(1).value).toBe('SKU sản phẩm')
    let found = false
    sheet.eachRow((row) => {
      if (row.getCell(1).value === product.sku) {
        found = true
        expect(row.getCell(headers.indexOf('Giá') + 1).value).toBe(250_000)
      }
    })
    expect(found).toBe(true)
    const back = (
      await importSheet(catalogStaff.token, res.rawPayload, true, 'san-pham.xlsx')
    ).json<ProductImportResult>()
    expect(back.errors).toEqual([])
    expect(back.changes).toEqual([])
    const outsider = await staffWith(['order:read'])
    const refused = await injectAs(t, outsider.token, {
      method: 'GET',
      url: `${url(adminPaths.productsExport)}?format=csv`,
    })
    expect(refused.statusCode).toBe(403)
    const bad = await injectAs(t, catalogStaff.token, {
      method: 'GET',
      url: `${url(adminPaths.productsExport)}?format=pdf`,
    })
    expect(bad.statusCode).toBe(422)
  })
})
