import { formatRating } from '@phiencho/vn'
import type { CSSProperties } from 'react'

interface StarsProps {
  /** 0 to 5; a fraction fills part of a star. */
  value: number
  /** The text a screen reader hears instead of the stars; null when the text beside says it. */
  label?: string | null
  className?: string
}

/** Five stars, filled as far as `value` (drawn by the style sheet's `.stars`, sized by the font). */
export function Stars({ value, label, className = '' }: StarsProps) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100))
  const spoken = label === undefined ? `${formatRating(value)} trên 5 sao` : label
  return (
    <span
      className={`stars ${className}`}
      style={{ '--fill': `${percent}%` } as CSSProperties}
      role={spoken ? 'img' : undefined}
      aria-label={spoken ?? undefined}
      aria-hidden={spoken ? undefined : true}
    />
  )
}
