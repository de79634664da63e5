import { useLocation } from 'react-router'

import { ShopLink } from '../../../components/ui/shop-link'
import { loginPathFor } from '../../../lib/safe-redirect'
import { useWishlistIds } from '../api/get-wishlist-ids'
import { useToggleWishlist } from '../api/toggle-wishlist'
import { HeartIcon } from './heart-icon'

const BUTTON =
  'btn btn-secondary gap-2 border-ink-300 px-4 text-sm aria-pressed:border-danger-700/40 aria-pressed:bg-danger-50 aria-pressed:text-danger-700'

/**
 * "Yêu thích": a toggle for a logged-in customer; for an anonymous visitor a link to the login page
 * that comes back here afterwards (it works without JavaScript too).
 */
export function WishlistHeart({ productId, userId }: { productId: number; userId: number | null }) {
  const { pathname, search } = useLocation()
  if (userId === null) {
    return (
      <ShopLink to={loginPathFor(`${pathname}${search}`)} className={BUTTON}>
        <HeartIcon filled={false} />
        Yêu thích
        <span className="sr-only"> (cần đăng nhập)</span>
      </ShopLink>
    )
  }
  return <WishlistToggle userId={userId} productId={productId} />
}

function WishlistToggle({ userId, productId }: { userId: number; productId: number }) {
  const ids = useWishlistIds(userId)
  const toggle = useToggleWishlist(userId)
  const saved = ids.data?.has(productId) ?? false
  return (
    <>
      <button
        type="button"
        aria-pressed={saved}
        disabled={ids.isPending}
        onClick={() => toggle.mutate({ productId, add: !saved })}
        className={BUTTON}
      >
        <HeartIcon filled={saved} />
        {saved ? 'Đã yêu thích' : 'Yêu thích'}
      </button>
      <span role="status" className="sr-only">
        {toggle.isSuccess
          ? saved
            ? 'Đã thêm vào danh sách yêu thích.'
            : 'Đã bỏ khỏi danh sách yêu thích.'
          : ''}
      </span>
      {toggle.isError ? (
        <p role="alert" className="basis-full text-sm text-danger-700">
          {toggle.error.message}
        </p>
      ) : null}
    </>
  )
}
