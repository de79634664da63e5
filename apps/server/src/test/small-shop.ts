import type { Db } from '../db/client.ts'
import {
  createBrand,
  createCategory,
  createProduct,
  createProvince,
  createStore,
} from './catalog-factories.ts'

const day = (n: number) => new Date(Date.UTC(2026, 0, n))

export interface SmallShop {
  phone: { id: number; slug: string }
  samsung: { slug: string }
  apple: { slug: string }
  store: { slug: string }
  slugs: Record<string, string>
}

/**
 * Phones and tablets under one parent category, shirts under another, five visible products and
 * three that must never show (a draft, an archived one, one from a suspended shop).
 */
export async function seedSmallShop(db: Db): Promise<SmallShop> {
  await createProvince(db)
  const electronics = await createCategory(db, { name: 'Điện thoại & Máy tính bảng' })
  const phones = await createCategory(db, { name: 'Điện thoại', parent_id: electronics.id })
  const tablets = await createCategory(db, { name: 'Máy tính bảng', parent_id: electronics.id })
  const shirts = await createCategory(db, { name: 'Áo thun' })
  const samsung = await createBrand(db, { name: 'Samsung' })
  const apple = await createBrand(db, { name: 'Apple' })
  const store = await createStore(db, {
    name: 'Thế Giới Số',
    is_partner: true,
    province_code: '01',
  })
  const closed = await createStore(db, { name: 'Cửa hàng tạm dừng', status: 'suspended' })
  const make = (name: string, values: Parameters<typeof createProduct>[1]) =>
    createProduct(db, { name, ...values })
  const products = [
    await make('Điện thoại Samsung Galaxy A56', {
      category_id: phones.id,
      brand_id: samsung.id,
      store_id: store.id,
      price: 9_990_000,
      sale_price: 8_490_000,
      sold_count: 500,
      created_at: day(1),
      images: 3,
      variants: [{ name: '128GB', options: { 'Bộ nhớ': '128GB' }, stock: 8 }],
      attributes: { 'Xuất xứ': 'Hàn Quốc' },
    }),
    await make('Điện thoại iPhone 15', {
      category_id: phones.id,
      brand_id: apple.id,
      price: 19_990_000,
      sold_count: 900,
      created_at: day(2),
    }),
    await make('Máy tính bảng Samsung Galaxy Tab', {
      category_id: tablets.id,
      brand_id: samsung.id,
      price: 7_490_000,
      stock: 0,
      sold_count: 100,
      created_at: day(3),
    }),
    await make('Áo thun cổ tròn', {
      category_id: shirts.id,
      price: 199_000,
      sale_price: 149_000,
      stock: 3,
      sold_count: 50,
      created_at: day(4),
      images: 0,
    }),
    await make('Bàn phím cơ', {
      category_id: tablets.id,
      price: 1_290_000,
      sold_count: 300,
      created_at: day(5),
    }),
  ]
  // Never visible: a draft, an archived product and one from a suspended shop.
  const hidden = [
    await make('Điện thoại nháp', { category_id: phones.id, status: 'draft', created_at: day(9) }),
    await make('Điện thoại ngừng bán', { category_id: phones.id, status: 'archived' }),
    await make('Điện thoại cửa hàng đóng', { category_id: phones.id, store_id: closed.id }),
  ]
  const slugs = Object.fromEntries([...products, ...hidden].map((p) => [p.name, p.slug]))
  return {
    phone: products[0]!,
    samsung,
    apple,
    store,
    slugs: { ...slugs, electronics: electronics.slug, phones: phones.slug },
  }
}
