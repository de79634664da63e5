import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createCategory,
  createProduct,
  createProvince,
  createStore,
} from '../../test/catalog-factories.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { partner_applications } from '../catalog/index.ts'

let t: TestApp
let partner: { slug: string }
let pending: { slug: string }

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await createProvince(db)
  await createProvince(db, { code: '79', name: 'Thành phố Hồ Chí Minh', region: 'south' })
  partner = await createStore(db, {
    name: 'Thế Giới Số',
    is_partner: true,
    province_code: '01',
    address: '125 Thái Hà, Phường Đống Đa, Thành phố Hà Nội',
    phone: '0243 856 7890',
    logo: 'demo/logos/logo-1.webp',
  })
  await createStore(db, { name: 'An Khang', province_code: '79' })
  pending = await createStore(db, { name: 'Chờ duyệt', status: 'pending' })
  await createStore(db, { name: 'Tạm khóa', status: 'suspended', is_partner: true })
})
afterAll(() => t?.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('stores', () => {
  it('lists active shops, partners first, and only partners on request', async () => {
    const all = (await get('/api/v1/stores')).json()
    expect(all.data.map((s: { name: string }) => s.name)).toEqual(['Thế Giới Số', 'An Khang'])
    expect(all.meta).toEqual({ current_page: 1, per_page: 24, total: 2, last_page: 1 })
    expect(all.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Thế Giới Số',
      slug: partner.slug,
      logo: '/media/demo/logos/logo-1.webp',
      description: null,
      province: { code: '01', name: 'Thành phố Hà Nội' },
      is_partner: true,
    })
    const partners = (await get('/api/v1/stores?partner=true')).json()
    expect(partners.data.map((s: { name: string }) => s.name)).toEqual(['Thế Giới Số'])
    expect((await get('/api/v1/stores?per_page=100')).statusCode).toBe(422)
    expect((await get('/api/v1/stores?partner=vang')).json().errors.partner).toEqual([
      'Giá trị phải là true hoặc false.',
    ])
  })

  it('lists only the shops selling in a category and its subcategories, for its filters', async () => {
    const db = t.database.db
    const parent = await createCategory(db, { name: 'Nhà cửa' })
    const child = await createCategory(db, { name: 'Đèn', parent_id: parent.id })
    const lamps = await createStore(db, { name: 'Đèn Rạng Đông' })
    const kitchen = await createStore(db, { name: 'Bếp Việt' })
    const closed = await createStore(db, { name: 'Đã tạm khóa', status: 'suspended' })
    await createProduct(db, { category_id: child.id, store_id: lamps.id })
    await createProduct(db, { category_id: parent.id, store_id: kitchen.id, status: 'draft' })
    await createProduct(db, { category_id: child.id, store_id: closed.id })
    // sold by Phiên Chợ itself: no shop to list
    await createProduct(db, { category_id: parent.id })

    const names = async (url: string) =>
      (await get(url)).json().data.map((s: { name: string }) => s.name)
    expect(await names(`/api/v1/stores?category=${parent.slug}`)).toEqual(['Đèn Rạng Đông'])
    expect(await names(`/api/v1/stores?category=${parent.slug}&partner=true`)).toEqual([])
    expect(await names('/api/v1/stores?category=khong-co-danh-muc')).toEqual([])
    expect((await get('/api/v1/stores?category=a%20b')).statusCode).toBe(422)
  })

  it('shows a shop profile, and 404 for pending or unknown shops', async () => {
    const res = await get(`/api/v1/stores/${partner.slug}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      name: 'Thế Giới Số',
      address: '125 Thái Hà, Phường Đống Đa, Thành phố Hà Nội',
      phone: '0243 856 7890',
      banner: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    for (const slug of [pending.slug, 'khong-co']) {
      const missing = await get(`/api/v1/stores/${slug}`)
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toEqual({ message: 'Không tìm thấy cửa hàng.' })
    }
  })
})

describe('POST /partner-applications', () => {
  const valid = {
    shop_name: 'Gốm Bát Tràng Cô Ba',
    contact_name: 'Nguyễn Thị Ba',
    phone: '+84 912 345 678',
    email: 'Co.Ba@Example.VN',
    province_code: '01',
    message: 'Chúng tôi bán gốm sứ thủ công.',
  }
  let ip = 0
  const apply = (body: unknown, token?: string) => {
    const options = {
      method: 'POST' as const,
      url: '/api/v1/partner-applications',
      payload: body as Record<string, unknown>,
      remoteAddress: `203.0.113.${++ip}`,
    }
    return token ? injectAs(t, token, options) : t.app.inject(options)
  }

  it('stores the application, normalised, and thanks the applicant', async () => {
    const res = await apply(valid)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      id: expect.any(Number),
      status: 'pending',
      message:
        'Cảm ơn bạn đã đăng ký làm đối tác bán hàng. Phiên Chợ sẽ liên hệ với bạn trong 1–3 ngày làm việc.',
    })
    const [row] = await t.database.db
      .select()
      .from(partner_applications)
      .where(eq(partner_applications.id, res.json().id))
    expect(row).toMatchObject({
      shop_name: 'Gốm Bát Tràng Cô Ba',
      phone: '0912345678',
      email: 'co.ba@example.vn',
      province_code: '01',
      status: 'pending',
      user_id: null,
    })
  })

  it('links the application to the logged-in applicant', async () => {
    const customer = await createCustomer(t)
    const res = await apply({ ...valid, message: undefined }, customer.token)
    expect(res.statusCode).toBe(201)
    const [row] = await t.database.db
      .select()
      .from(partner_applications)
      .where(eq(partner_applications.id, res.json().id))
    expect(row).toMatchObject({ user_id: customer.user.id, message: null })
  })

  it('explains every bad field in Vietnamese', async () => {
    const res = await apply({ shop_name: 'A', phone: '024 3825 1234', email: 'khong-phai-email' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      shop_name: ['Tên cửa hàng phải có ít nhất 2 ký tự.'],
      contact_name: ['Vui lòng nhập tên người liên hệ.'],
      phone: ['Số điện thoại không hợp lệ (ví dụ: 0912 345 678).'],
      email: ['Email không hợp lệ.'],
      province_code: ['Vui lòng chọn tỉnh/thành phố.'],
    })
    const long = await apply({ ...valid, message: 'x'.repeat(2001) })
    expect(long.json().errors.message).toEqual(['Lời nhắn không được dài quá 2.000 ký tự.'])
  })

  it('refuses a province that does not exist', async () => {
    const res = await apply({ ...valid, province_code: '99' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ province_code: ['Tỉnh/thành phố không tồn tại.'] })
  })

  it('allows 5 applications an hour from one address', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/partner-applications',
        payload: valid,
        remoteAddress: '198.51.100.77',
      })
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201)
    const blocked = await send()
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
  })
})
