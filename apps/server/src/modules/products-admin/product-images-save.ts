import { adminProductMessages, type ProductImageInput } from '@phiencho/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { product_images } from '../catalog/index.ts'
import { storedPicturesAt } from '../uploads/index.ts'
import type { ImageRow } from './product-editor.repository.ts'

export interface ImagePlan {
  /** Per input image: the kept image, or the stored upload to add. */
  items: Array<
    | { kind: 'kept'; image: ImageRow; alt: string | null }
    | { kind: 'new'; path: string; width: number | null; height: number | null; alt: string | null }
  >
  /** The product's pictures the save leaves out. */
  removed: ImageRow[]
}

/**
 * Checks the pictures of a save against the product's own (`id`) and the stored uploads
 * (`path`, from POST /admin/products/images); field errors go into `errors`.
 */
export async function planImages(
  tx: Tx,
  input: ProductImageInput[],
  current: ImageRow[],
  errors: Record<string, string[]>,
): Promise<ImagePlan> {
  const byId = new Map(current.map((image) => [image.id, image]))
  const byPath = new Map(current.map((image) => [image.path, image]))
  const newPaths = input.flatMap((image) =>
    image.id === undefined && image.path !== undefined && !byPath.has(image.path)
      ? [image.path]
      : [],
  )
  const stored = new Map((await storedPicturesAt(tx, newPaths)).map((row) => [row.path, row]))
  const items: ImagePlan['items'] = []
  input.forEach((image, i) => {
    const kept = image.id !== undefined ? byId.get(image.id) : byPath.get(image.path!)
    if (kept) return void items.push({ kind: 'kept', image: kept, alt: image.alt })
    const upload = image.id === undefined ? stored.get(image.path!) : undefined
    if (!upload) {
      errors[`images.${i}.${image.id !== undefined ? 'id' : 'path'}`] = [
        adminProductMessages.imageUnknown,
      ]
      return
    }
    items.push({
      kind: 'new',
      path: upload.path,
      width: upload.width,
      height: upload.height,
      alt: image.alt,
    })
  })
  const kept = new Set(items.flatMap((item) => (item.kind === 'kept' ? [item.image.id] : [])))
  return { items, removed: current.filter((image) => !kept.has(image.id)) }
}

/**
 * Writes the plan: pictures left out are deleted (a variant showing one loses it), kept ones
 * take their new alt and place, new ones are added. Answers the id of each picture by path.
 */
export async function saveImages(
  tx: Tx,
  productId: number,
  plan: ImagePlan,
): Promise<Map<string, number>> {
  if (plan.removed.length > 0) {
    await tx.delete(product_images).where(
      and(
        eq(product_images.product_id, productId),
        inArray(
          product_images.id,
          plan.removed.map((image) => image.id),
        ),
      ),
    )
  }
  const ids = new Map<string, number>()
  for (const [position, item] of plan.items.entries()) {
    if (item.kind === 'kept') {
      ids.set(item.image.path, item.image.id)
      if (item.image.position !== position || item.image.alt !== item.alt) {
        await tx
          .update(product_images)
          .set({ position, alt: item.alt })
          .where(inArray(product_images.id, [item.image.id]))
      }
      continue
    }
    const [row] = await tx
      .insert(product_images)
      .values({
        product_id: productId,
        path: item.path,
        alt: item.alt,
        position,
        width: item.width,
        height: item.height,
      })
      .returning({ id: product_images.id })
    ids.set(item.path, row!.id)
  }
  return ids
}
