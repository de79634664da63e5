import { apiPaths } from '@phiencho/contracts'
import { article_categories, articles } from '../db/schema.ts'
import { classified_ads, classified_topics } from '../db/schema.ts'
import { createCustomer, injectAs, type TestApp } from './app.ts'
import { createStaff } from './staff-factories.ts'
import { createBrand, createCategory, createProduct, createStore } from './catalog-factories.ts'
import {
  HANOI,
  SAIGON,
  checkoutBody,
  createShopSettings,
  createVoucher,
  loadGeo,
} from './shop-factories.ts'
import { fileForm, picture } from './upload-factories.ts'

/** A little of everything, so that a fuzzed address or field sometimes names a real row. */
export async function seedFuzzData(t: TestApp) {
  const db = t.database.db
  const customer = await createCustomer(t)
  const admin = await createStaff(t, ['owner'], { name: 'Chủ cửa hàng' })

  await loadGeo(db)
  await createShopSettings(db)
  const voucher = await createVoucher(db)
  const category = await createCategory(db)
  const brand = await createBrand(db)
  const store = await createStore(db)
  const product = await createProduct(db, {
    category_id: category.id,
    brand_id: brand.id,
    store_id: store.id,
  })
  const withVariants = await createProduct(db, {
    category_id: category.id,
    variants: [{ name: 'Đỏ' }, { name: 'Xanh' }],
  })

  const [newsCategory] = await db
    .insert(article_categories)
    .values({ name: 'Mẹo hay', slug: 'meo-hay' })
    .returning()
  const [article] = await db
    .insert(articles)
    .values({
      category_id: newsCategory!.id,
      title: 'Chợ phiên ngày Tết',
      slug: 'cho-phien-ngay-tet',
      body: '<p>Nội dung</p>',
      status: 'published',
      published_at: new Date(Date.now() - 86_400_000),
      tags: ['Tết'],
    })
    .returning()
  const [topic] = await db
    .insert(classified_topics)
    .values({ name: 'Xe cộ', slug: 'xe-co', position: 1 })
    .returning()
  const [ad] = await db
    .insert(classified_ads)
    .values({
      user_id: customer.user.id,
      topic_id: topic!.id,
      title: 'Bán xe đạp',
      slug: 'ban-xe-dap',
      body: '<p>Bán xe đạp, còn tốt.</p>',
      price: 1_500_000,
      province_code: HANOI.province_code,
      contact_name: 'Anh Nam',
      contact_phone: '0912345678',
      status: 'published',
      expires_at: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning()

  const address = await injectAs(t, customer.token, {
    method: 'POST',
    url: apiPaths.addresses,
    payload: {
      recipient_name: 'Nguyễn Văn An',
      phone: '0912345678',
      ...HANOI,
      street: '12 Lý Thường Kiệt',
    },
  })
  await injectAs(t, customer.token, {
    method: 'POST',
    url: apiPaths.cartItems,
    payload: { product_id: product.id, quantity: 1 },
  })
  const order = await injectAs(t, customer.token, {
    method: 'POST',
    url: apiPaths.checkout,
    headers: { 'idempotency-key': 'fuzz-seed-order' },
    payload: checkoutBody(),
  })
  if (address.statusCode !== 201 || order.statusCode !== 201) {
    throw new Error(`seeding failed: address ${address.body}, order ${order.body}`)
  }
  const code = order.json<{ order: { code: string } }>().order.code

  const upload = await fileForm(await picture(16, 12).png().toBuffer(), {
    filename: 'anh.png',
    type: 'image/png',
  })
  const slugs = [product.slug, category.slug, brand.slug, store.slug, article!.slug, ad!.slug]
  return {
    customer,
    admin,
    known: {
      slug: slugs,
      category: [category.slug],
      brand: [brand.slug],
      store: [store.slug],
      topic: [topic!.slug],
      tag: ['Tết'],
      id: [address.json<{ id: number }>().id, ad!.id],
      product_id: [product.id, withVariants.id],
      item_id: [1, 2],
      code: [code, voucher.code, HANOI.province_code, SAIGON.province_code],
      province_code: [HANOI.province_code, SAIGON.province_code],
      province: [HANOI.province_code],
      ward_code: [HANOI.ward_code, SAIGON.ward_code],
      email: [customer.email],
      password: [customer.password],
      current_password: [customer.password],
      phone: ['0912345678', '0912 345 678'],
      q: ['Sản phẩm', 'xe đạp', 'tet'],
      'idempotency-key': ['fuzz-key-1', 'fuzz-seed-order'],
    },
    bodies: {
      [`POST ${apiPaths.imageUploads}`]: [
        { contentType: upload.headers['content-type']!, payload: upload.payload },
      ],
    },
  }
}
