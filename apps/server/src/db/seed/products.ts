import { slugify } from '@phiencho/vn'
import type { product_images, product_variants, products } from '../schema.ts'
import { brandSpecs } from './content/brands.ts'
import type { LeafSpec, ModelSpec } from './content/catalog.ts'
import { h2, p, strongLead, ul } from './html.ts'
import { colorImages, itemImages } from './images.ts'
import type { Random } from './random.ts'

export type ProductRow = typeof products.$inferInsert
export type ImageRow = Omit<typeof product_images.$inferInsert, 'product_id'>
export type VariantRow = Omit<typeof product_variants.$inferInsert, 'product_id'>

export interface GeneratedProduct {
  product: ProductRow
  images: ImageRow[]
  variants: VariantRow[]
}

export interface CatalogRefs {
  categoryId: (leafSlug: string) => number
  brandId: (brandSlug: string) => number
  storeIds: (leafSlug: string) => number[]
}

const DAY = 86_400_000

/** Shop-style prices: 31.990.000, 1.290.000, 149.000, 39.000. */
export function retailPrice(value: number): number {
  if (value >= 1_000_000) return Math.round(value / 100_000) * 100_000 - 10_000
  if (value >= 100_000) return Math.round(value / 10_000) * 10_000 - 1_000
  return Math.max(1_000, Math.round(value / 1_000) * 1_000)
}

const taglines = [
  'Hàng chính hãng',
  'Mẫu mới 2025',
  'Bán chạy',
  'Tặng kèm quà',
  'Giao nhanh 2 giờ',
  'Bảo hành 1 đổi 1',
  'Giá tốt',
  'Phiên bản giới hạn',
]

const intros = [
  'là lựa chọn được nhiều khách hàng tin dùng trong tầm giá, hàng chính hãng, mới 100%.',
  'mang lại trải nghiệm ổn định, bền bỉ cho nhu cầu sử dụng hằng ngày của cả gia đình.',
  'được Phiên Chợ tuyển chọn kỹ lưỡng và kiểm tra chất lượng trước khi giao đến bạn.',
  'có thiết kế hiện đại, chất lượng hoàn thiện tốt, phù hợp làm quà tặng người thân.',
]
const closings = [
  'Phiên Chợ cam kết hàng chính hãng, đổi trả miễn phí trong 7 ngày nếu có lỗi từ nhà sản xuất.',
  'Giao hàng toàn quốc, được kiểm tra hàng trước khi thanh toán khi nhận (COD).',
  'Miễn phí vận chuyển cho đơn hàng từ 500.000 ₫; hỗ trợ đổi size, đổi mẫu nhanh chóng.',
]

/** One product of a leaf category; `seq` makes the SKU (and, when asked, the slug) unique. */
export function generateProduct(
  random: Random,
  leaf: LeafSpec,
  refs: CatalogRefs,
  seq: number,
  /**
   * `usedSlugs` keeps readable slugs, suffixing only repeats; without it every slug gets `-seq`.
   * `taglines` adds a seller's selling point to half the names, for variety in large catalogues.
   * `variantsPerProduct` gives the products of unsized leaves that many variants (packagings), so
   * that a benchmark catalogue has variants everywhere; sized products keep their sizes.
   */
  options: {
    usedSlugs?: Set<string>
    now: number
    taglines?: boolean
    variantsPerProduct?: number
  },
): GeneratedProduct {
  const model: ModelSpec = random.pick(leaf.models)
  const option = leaf.option ? random.pick(leaf.option.values) : undefined
  const color = leaf.colors ? random.pick(leaf.colors) : undefined
  const tagline = options.taglines && random.chance(0.5) ? ` - ${random.pick(taglines)}` : ''
  const name =
    [leaf.noun, model.name, option?.[0]].filter(Boolean).join(' ') +
    (color ? ` - ${color}` : '') +
    tagline
  const sku = `${leaf.code}-${String(seq).padStart(6, '0')}`

  const price = retailPrice(model.price * (option?.[1] ?? 1) * (0.94 + random.next() * 0.12))
  let sale_price: number | null = null
  if (random.chance(1 / 3)) {
    const discounted = retailPrice(price * (1 - random.int(5, 35) / 100))
    if (discounted < price) sale_price = discounted
  }
  const stock = random.chance(0.08) ? 0 : random.int(3, price > 5_000_000 ? 60 : 400)
  const sold_count = Math.floor(random.next() ** 3 * 4_000)
  // The demo once drew a rating here: a count, then an average when the count was not 0. The draws
  // are still made and thrown away, so that every later draw (the rest of the catalogue) is the same.
  const drewAverage = Math.floor(sold_count * (0.1 + random.next() * 0.3)) > 0

  const attributes: Record<string, string> = {}
  const brand = brandSpecs.find((b) => b.slug === model.brand)
  if (brand) attributes['Thương hiệu'] = brand.name
  for (const [key, values] of Object.entries(leaf.attributes)) attributes[key] = random.pick(values)
  if (option && leaf.option) attributes[leaf.option.label] = option[0]
  if (color) attributes['Màu sắc'] = color

  const features = random.sample(leaf.features, Math.min(4, leaf.features.length))
  const description = [
    h2('Đặc điểm nổi bật'),
    ul(features),
    strongLead(name, random.pick(intros)),
    h2('Thông tin sản phẩm'),
    p(
      Object.entries(attributes)
        .map(([k, v]) => `${k}: ${v}`)
        .join('. ') + '.',
    ),
    p(random.pick(closings)),
  ].join('')

  const created = options.now - random.int(1, 180) * DAY - random.int(0, DAY - 1)
  const kind = model.kind ?? leaf.kind
  const drawn = random.sample(itemImages('products', kind), random.int(1, 3))
  // In its own colour where one is drawn; the draws above still happen, so that the rest of the
  // catalogue (names, prices, stock) stays what it was.
  const inColor = color ? colorImages(kind, color).slice(0, drawn.length) : []
  const pictures = inColor.length > 0 ? inColor : drawn
  // Packagings are drawn from no random source: the rest of the catalogue stays what it was.
  const sizes: Array<[string, string]> =
    leaf.sizes?.map((size) => [size, size]) ??
    packagings.slice(0, packagingCount(options.variantsPerProduct, seq))
  const perSize = sizes.length > 0 ? Math.floor(stock / sizes.length) : 0
  const store_id = pickStore(random, refs.storeIds(leaf.slug))
  const view_count = sold_count * random.int(5, 20) + random.int(40, 2_500)
  if (drewAverage) random.next()
  const updated = created + random.int(0, 20) * DAY

  return {
    product: {
      store_id,
      brand_id: model.brand ? refs.brandId(model.brand) : null,
      category_id: refs.categoryId(leaf.slug),
      name,
      slug: productSlug(name, seq, options.usedSlugs),
      sku,
      short_description: `${features.slice(0, 2).join('. ')}.`,
      description,
      price,
      sale_price,
      stock: sizes.length > 0 ? perSize * sizes.length : stock,
      status: 'published',
      attributes,
      sold_count,
      view_count,
      created_at: new Date(created),
      updated_at: new Date(updated),
    },
    images: pictures.map((image, position) => ({
      path: image.path,
      width: image.width,
      height: image.height,
      alt: position === 0 ? name : `${name} - ảnh ${position + 1}`,
      position,
    })),
    variants: sizes.map(([size, code], position) => ({
      sku: `${sku}-${code}`,
      name: color ? `${color} / ${size}` : size,
      options: variantOptions(color, leaf.sizes ? 'Kích cỡ' : 'Phân loại', size),
      price,
      sale_price,
      stock: perSize,
      position,
    })),
  }
}

/** The variants of an unsized product in a benchmark catalogue (`variantsPerProduct`): name, SKU. */
const packagings: Array<[string, string]> = [
  ['Tiêu chuẩn', 'STD'],
  ['Bản quà tặng', 'GIFT'],
  ['Combo 2', 'C2'],
  ['Combo 3', 'C3'],
  ['Combo 4', 'C4'],
  ['Combo 5', 'C5'],
  ['Combo 6', 'C6'],
  ['Combo 10', 'C10'],
]
/** The most `variantsPerProduct` can ask: its spread reaches two more. */
export const VARIANTS_PER_PRODUCT_MAX = packagings.length - 2

/** From `perProduct` − 2 to `perProduct` + 2 packagings, `perProduct` on average, none for 0. */
function packagingCount(perProduct: number | undefined, seq: number): number {
  if (!perProduct) return 0
  return Math.max(1, perProduct - 2 + (seq % 5))
}

// A fifth of the catalogue is sold by Phiên Chợ itself (no store).
function pickStore(random: Random, storeIds: number[]): number | null {
  if (storeIds.length === 0 || random.chance(0.2)) return null
  return random.pick(storeIds)
}

function productSlug(name: string, seq: number, usedSlugs?: Set<string>): string {
  const base = slugify(name)
  const slug = usedSlugs && !usedSlugs.has(base) ? base : `${base}-${seq}`
  usedSlugs?.add(slug)
  return slug
}

function variantOptions(
  color: string | undefined,
  axis: string,
  value: string,
): Record<string, string> {
  return color ? { 'Màu sắc': color, [axis]: value } : { [axis]: value }
}
