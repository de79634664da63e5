import { formatDateTimeVi, formatRelativeVi } from '@phiencho/vn'

/**
 * "2 giờ trước", or the date from a week on. The server and the browser may disagree by a minute,
 * so the browser keeps the server's words instead of reporting a hydration mismatch.
 */
export function RelativeDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time
      dateTime={iso}
      title={formatDateTimeVi(iso)}
      className={className}
      suppressHydrationWarning
    >
      {formatRelativeVi(iso)}
    </time>
  )
}
