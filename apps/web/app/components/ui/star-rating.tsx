import { formatRating } from '@phiencho/vn'

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z'

function StarRow({ className }: { className: string }) {
  return (
    <span className={`flex ${className}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} viewBox="0 0 24 24" className="size-[1em] shrink-0" fill="currentColor">
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  )
}

interface StarsProps {
  /** 0 to 5; a fraction fills part of a star. */
  value: number
  /** The text a screen reader hears instead of the stars; null when the text beside says it. */
  label?: string | null
  className?: string
}

/** Five stars, filled as far as `value` (the gold row laid over a grey one, clipped). */
export function Stars({ value, label, className = '' }: StarsProps) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100))
  const spoken = label === undefined ? `${formatRating(value)} trên 5 sao` : label
  return (
    <span
      className={`relative inline-flex shrink-0 ${className}`}
      role={spoken ? 'img' : undefined}
      aria-label={spoken ?? undefined}
      aria-hidden={spoken ? undefined : true}
    >
      <StarRow className="text-ink-300" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${percent}%` }}>
        <StarRow className="text-amber-500" />
      </span>
    </span>
  )
}
