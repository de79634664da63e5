import { BoltIcon } from '../../../components/ui/icons'
import { countdownSentence, formatCountdown, secondsLeft } from '../countdown'
import { useNow } from '../use-now'

interface SaleCountdownProps {
  /** The sale's end, ISO 8601. */
  endsAt: string
  /** On a product card: a bolt and the time only, over the picture. */
  compact?: boolean
  className?: string
}

/**
 * The time left of a flash sale, ticking every second on the page's one shared clock. The
 * server renders the time left when it renders; the browser, once hydrated, renders its own, so
 * the texts are allowed to differ on hydration (a cached page is a few seconds old) and the next
 * second's render corrects them. At zero it says "Đã kết thúc"; the prices on the page stay as
 * the server rendered them until the page is loaded again.
 */
export function SaleCountdown({ endsAt, compact = false, className = '' }: SaleCountdownProps) {
  const msLeft = Date.parse(endsAt) - useNow()
  const ended = secondsLeft(msLeft) === 0
  const time = ended ? 'Đã kết thúc' : formatCountdown(msLeft)
  return (
    <p
      role="timer"
      aria-live="off"
      className={`sale-countdown${compact ? ' sale-countdown-compact' : ''}${className ? ` ${className}` : ''}`}
    >
      {compact ? <BoltIcon width={14} height={14} className="shrink-0" /> : null}
      <span aria-hidden="true" className="tabular-nums" suppressHydrationWarning>
        {compact || ended ? time : `Kết thúc sau ${time}`}
      </span>
      <span className="sr-only" suppressHydrationWarning>
        {countdownSentence(msLeft)}
      </span>
    </p>
  )
}
