import type { WishlistItem } from '@phiencho/contracts'

import { RemoveFromWishlist } from './remove-from-wishlist'

/** Saved products that are no longer sold: said plainly, each with a way to take it off. */
export function UnavailableItems({ userId, items }: { userId: number; items: WishlistItem[] }) {
  if (!items.length) return null
  return (
    <section aria-labelledby="wishlist-unavailable" className="card p-4">
      <h2 id="wishlist-unavailable" className="font-semibold text-ink-900">
        Sản phẩm không còn bán
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Những sản phẩm này đã ngừng bán hoặc cửa hàng đã đóng cửa.
      </p>
      <ul className="mt-3 divide-y divide-ink-200">
        {items.map((item) => (
          <li key={item.product_id} className="flex items-center justify-between gap-3 py-2">
            <span className="text-sm text-ink-700">Sản phẩm #{item.product_id}</span>
            <span className="w-40">
              <RemoveFromWishlist
                userId={userId}
                productId={item.product_id}
                name={`sản phẩm #${item.product_id}`}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
