import type { Db } from '../client.ts'
import { product_images, type ProductOptionTypes, product_variants, products } from '../schema.ts'
import { insertInBatches } from './batch.ts'
import type { GeneratedProduct } from './products.ts'

export const BATCH_SIZE = 1_000

/** A product's option types as its variants name them, in the order they first appear. */
export function optionTypesOf(variants: GeneratedProduct['variants']): ProductOptionTypes {
  const types = new Map<string, string[]>()
  for (const variant of variants) {
    for (const [name, value] of Object.entries(variant.options ?? {})) {
      const values = types.get(name) ?? []
      if (!values.includes(value)) values.push(value)
      types.set(name, values)
    }
  }
  return [...types].map(([name, values]) => ({ name, values }))
}

/** Inserts products with their images and variants; returns the new ids in input order. */
export async function insertProducts(
  db: Db,
  items: readonly GeneratedProduct[],
): Promise<number[]> {
  const idBySku = new Map<string, number>()
  await insertInBatches(items, BATCH_SIZE, async (chunk) => {
    const rows = await db
      .insert(products)
      .values(
        chunk.map((item) => ({ option_types: optionTypesOf(item.variants), ...item.product })),
      )
      .returning({ id: products.id, sku: products.sku })
    for (const row of rows) idBySku.set(row.sku, row.id)
  })
  const idOf = (item: GeneratedProduct) => {
    const id = idBySku.get(item.product.sku)
    if (id === undefined) throw new Error(`Product ${item.product.sku} was not inserted`)
    return id
  }
  const images = items.flatMap((item) =>
    item.images.map((image) => ({ ...image, product_id: idOf(item) })),
  )
  await insertInBatches(images, BATCH_SIZE, (chunk) => db.insert(product_images).values(chunk))
  const variants = items.flatMap((item) =>
    item.variants.map((variant) => ({ ...variant, product_id: idOf(item) })),
  )
  await insertInBatches(variants, BATCH_SIZE, (chunk) => db.insert(product_variants).values(chunk))
  return items.map(idOf)
}
