import { useToggleWishlist } from '../api/toggle-wishlist'

/** "Bỏ yêu thích" under a card of the wish list; the list is fetched again afterwards. */
export function RemoveFromWishlist({
  userId,
  productId,
  name,
}: {
  userId: number
  productId: number
  name: string
}) {
  const remove = useToggleWishlist(userId)
  return (
    <>
      <button
        type="button"
        disabled={remove.isPending}
        aria-busy={remove.isPending || undefined}
        onClick={() => remove.mutate({ productId, add: false })}
        // The visible words start the name (WCAG 2.5.3); the product tells the buttons apart.
        aria-label={`Bỏ yêu thích: ${name}`}
        className="flex min-h-10 w-full items-center justify-center gap-1.5 rounded-lg text-sm font-medium text-ink-700 hover:bg-danger-50 hover:text-danger-700 disabled:opacity-60"
      >
        {remove.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        Bỏ yêu thích
      </button>
      {remove.isError ? (
        <p role="alert" className="px-1 pt-1 text-xs text-danger-700">
          {remove.error.message}
        </p>
      ) : null}
    </>
  )
}
