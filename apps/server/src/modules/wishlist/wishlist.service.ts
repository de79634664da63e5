import {
  pageMeta,
  WISHLIST_MAX,
  type WishlistAddResponse,
  type WishlistPage,
  wishlistMessages,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { fieldError } from '../../lib/errors.ts'
import { isProductVisible, productCardsByIds } from '../catalog/index.ts'
import {
  countItems,
  deleteItem,
  findItem,
  findItems,
  findProductIds,
  insertItem,
} from './wishlist.repository.ts'

/** The user's saved products, newest first; a product no longer on sale keeps its row, without a card. */
export async function listWishlist(
  db: Db,
  userId: number,
  page: { page: number; perPage: number },
): Promise<WishlistPage> {
  const { rows, total } = await findItems(db, userId, page.perPage, (page.page - 1) * page.perPage)
  const cards = await productCardsByIds(
    db,
    rows.map((row) => row.product_id),
  )
  const cardById = new Map(cards.map((card) => [card.id, card]))
  return {
    data: rows.map((row) => ({
      product_id: row.product_id,
      added_at: row.added_at.toISOString(),
      product: cardById.get(row.product_id) ?? null,
    })),
    meta: pageMeta(page.page, page.perPage, total),
  }
}

export function wishlistProductIds(db: Db, userId: number): Promise<number[]> {
  return findProductIds(db, userId, WISHLIST_MAX)
}

/** Idempotent: adding a saved product again changes nothing (and keeps its date). */
export async function addToWishlist(
  db: Db,
  userId: number,
  productId: number,
): Promise<{ item: WishlistAddResponse; created: boolean }> {
  if (!(await isProductVisible(db, productId))) {
    throw fieldError('product_id', wishlistMessages.productUnavailable)
  }
  const existing = await findItem(db, userId, productId)
  if (existing) return { item: toItem(existing), created: false }
  if ((await countItems(db, userId)) >= WISHLIST_MAX) {
    throw fieldError('product_id', wishlistMessages.full)
  }
  const inserted = await insertItem(db, userId, productId)
  // A concurrent add of the same product won the insert: the item is there all the same.
  const row = inserted ?? (await findItem(db, userId, productId))!
  return { item: toItem(row), created: inserted !== undefined }
}

function toItem(row: { product_id: number; added_at: Date }): WishlistAddResponse {
  return { product_id: row.product_id, added_at: row.added_at.toISOString() }
}

export async function removeFromWishlist(db: Db, userId: number, productId: number) {
  await deleteItem(db, userId, productId)
}
