import './locale.ts'

import { z } from 'zod'

import { productCard } from './catalog.ts'
import { paginationQuery } from './catalog-query.ts'
import { paginated } from './pagination.ts'

export { WISHLIST_MAX, wishlistMessages } from './wishlist.constants.ts'

const productId = z.coerce
  .number({ error: 'Vui lòng chọn sản phẩm.' })
  .int({ error: 'Sản phẩm không hợp lệ.' })
  .min(1, { error: 'Sản phẩm không hợp lệ.' })
  .max(2_147_483_647, { error: 'Sản phẩm không hợp lệ.' })

export const wishlistAddRequest = z.object({ product_id: productId })
export type WishlistAddRequest = z.input<typeof wishlistAddRequest>

export const wishlistItemParams = z.object({ product_id: productId })

export const wishlistListQuery = z.object(paginationQuery)

export const wishlistItem = z.object({
  product_id: z.number().int(),
  added_at: z.string(),
  /** Null when the product is no longer on sale (archived, or its shop closed). */
  product: productCard.nullable(),
})
export type WishlistItem = z.infer<typeof wishlistItem>

export const wishlistPage = paginated(wishlistItem)
export type WishlistPage = z.infer<typeof wishlistPage>

/** Every product id on the list, for the hearts on product cards. */
export const wishlistIds = z.object({ product_ids: z.array(z.number().int()) })
export type WishlistIds = z.infer<typeof wishlistIds>

export const wishlistAddResponse = z.object({ product_id: z.number().int(), added_at: z.string() })
export type WishlistAddResponse = z.infer<typeof wishlistAddResponse>
