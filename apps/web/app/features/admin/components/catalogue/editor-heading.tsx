import { useEffect, useRef } from 'react'

/**
 * The heading of an editor opened from a row of a long list: it takes the focus and comes into
 * view when the editor opens (or switches to another record), so the keyboard and the eye land
 * on the form instead of staying on the row's "Sửa".
 */
export function EditorHeading({
  id,
  editing,
  children,
}: {
  id: string
  editing: string
  children: string
}) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    ref.current?.focus({ preventScroll: true })
    ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }, [editing])
  return (
    <h2
      id={id}
      ref={ref}
      tabIndex={-1}
      className="mb-4 scroll-mt-20 text-lg font-semibold outline-none"
    >
      {children}
    </h2>
  )
}

/** The id of the link that opened an editor (`prefix-<id>`, `prefix-moi`): focus goes back there. */
export const openerId = (prefix: string, editing: string | number) => `${prefix}-${editing}`

/** Once the editor has closed, the keyboard is back on the link that opened it. */
export function focusOpener(prefix: string, editing: string): void {
  requestAnimationFrame(() => document.getElementById(openerId(prefix, editing))?.focus())
}
