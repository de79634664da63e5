import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { product_slug_redirects } from './catalog.tables.ts'

/** The slug now held by a product cannot also lead elsewhere as an old one. */
export async function claimProductSlug(tx: Tx, slug: string): Promise<void> {
  await tx.delete(product_slug_redirects).where(eq(product_slug_redirects.slug, slug))
}

/**
 * A product changes its slug: the old one keeps leading to it (a 301 from the product page), the
 * new one stops being anyone's old one. Every writer of a product's slug (editor, import) calls it.
 */
export async function moveProductSlug(
  tx: Tx,
  productId: number,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  await claimProductSlug(tx, newSlug)
  await tx
    .insert(product_slug_redirects)
    .values({ slug: oldSlug, product_id: productId })
    .onConflictDoUpdate({
      target: product_slug_redirects.slug,
      set: { product_id: productId, created_at: sql`now()` },
    })
}
