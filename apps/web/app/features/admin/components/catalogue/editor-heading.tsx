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
