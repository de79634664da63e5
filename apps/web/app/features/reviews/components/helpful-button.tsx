import { formatInteger } from '@phiencho/vn'

import { errorSentence } from '../../../lib/api-error'
import { useVoteReviewHelpful } from '../api/vote-review-helpful'
import { useHydrated } from '../../../lib/use-hydrated'

interface HelpfulButtonProps {
  reviewId: number
  count: number
  slug: string
  userId: number | null
  voted: boolean
  /** For a visitor, the login page that brings them back to the reviews (one for the whole list). */
  loginHref: string
}

/**
 * "Hữu ích (n)": a toggle for a signed-in customer, pressed when they voted; for a visitor a link
 * to the login page that brings them back to the reviews.
 */
export function HelpfulButton({
  reviewId,
  count,
  slug,
  userId,
  voted,
  loginHref,
}: HelpfulButtonProps) {
  const label = `Hữu ích (${formatInteger(count)})`
  if (userId === null) {
    // A plain link (the login page loads whole): the server renders one per review, cheaply.
    return (
      <a href={loginHref} className="review-action review-helpful">
        {label}
        <span className="sr-only"> (cần đăng nhập)</span>
      </a>
    )
  }
  return (
    <HelpfulToggle reviewId={reviewId} label={label} slug={slug} userId={userId} voted={voted} />
  )
}

function HelpfulToggle({
  reviewId,
  label,
  slug,
  userId,
  voted,
}: {
  reviewId: number
  label: string
  slug: string
  userId: number
  voted: boolean
}) {
  const vote = useVoteReviewHelpful(userId, slug)
  const hydrated = useHydrated()
  return (
    <>
      <button
        type="button"
        aria-pressed={voted}
        disabled={vote.isPending || !hydrated}
        onClick={() => vote.mutate({ reviewId, helpful: !voted })}
        className="review-action review-helpful"
      >
        {label}
      </button>
      {vote.isError ? (
        <p role="alert" className="basis-full text-sm text-danger-700">
          {errorSentence(vote.error)}
        </p>
      ) : null}
    </>
  )
}
