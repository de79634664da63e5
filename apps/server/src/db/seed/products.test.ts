import { describe, expect, it } from 'vitest'
import { leafSpecs } from './content/catalog.ts'
import { optionTypesOf } from './product-writer.ts'
import { type CatalogRefs, generateProduct } from './products.ts'
import { createRandom } from './random.ts'

// What `npm run seed -- --products N --variants-per-product V` generates, without a database.

const refs: CatalogRefs = {
  categoryId: (slug) => leafSpecs.findIndex((leaf) => leaf.slug === slug) + 1,
  brandId: () => 1,
  storeIds: () => [1, 2, 3],
}
const now = Date.UTC(2026, 10, 27)

function catalogue(count: number, variantsPerProduct?: number) {
  const random = createRandom(7)
  return Array.from({ length: count }, (_, i) =>
    generateProduct(random, random.pick(leafSpecs), refs, i + 1, {
      now,
      taglines: true,
      variantsPerProduct,
    }),
  )
}

describe('generated products with --variants-per-product', () => {
  it('gives about V variants per product, each with a SKU the editor accepts', () => {
    const products = catalogue(2_000, 4)
    const variants = products.flatMap((item) => item.variants)
    expect(variants.length / products.length).toBeGreaterThan(3.7)
    expect(variants.length / products.length).toBeLessThan(4.3)
    expect(products.every((item) => item.variants.length > 0)).toBe(true)
    // The back office's save checks SKUs with this pattern (admin-products.ts).
    for (const variant of variants) expect(variant.sku).toMatch(/^[A-Za-z0-9._-]+$/)
    expect(new Set(variants.map((variant) => variant.sku)).size).toBe(variants.length)
    for (const item of products) {
      expect(item.product.stock).toBe(item.variants.reduce((sum, v) => sum + (v.stock ?? 0), 0))
      // One variant per combination of the option types, as the editor requires.
      const types = optionTypesOf(item.variants)
      const combinations = types.reduce((n, type) => n * type.values.length, 1)
      expect(combinations).toBe(item.variants.length)
    }
  })

  it('leaves the rest of the catalogue as it was, and unsized products without variants by default', () => {
    const plain = catalogue(500)
    const packaged = catalogue(500, 4)
    const withoutStock = ({ stock: _stock, ...product }: (typeof plain)[number]['product']) =>
      product
    expect(packaged.map((item) => withoutStock(item.product))).toEqual(
      plain.map((item) => withoutStock(item.product)),
    )
    expect(packaged.map((item) => item.images)).toEqual(plain.map((item) => item.images))
    expect(plain.filter((item) => item.variants.length === 0).length).toBeGreaterThan(300)
    for (const [i, item] of plain.entries()) {
      if (item.variants.length === 0) expect(packaged[i]!.variants.length).toBeGreaterThan(0)
      else expect(packaged[i]!.variants).toEqual(item.variants)
    }
  })
})
