import type { MouseEvent, ReactNode } from 'react'
import { useNavigate } from 'react-router'

interface InPlaceLinkProps {
  to: string
  current: boolean
  className: string
  children: ReactNode
}

/**
 * A link to another list of the same page (a filter or a sort): a plain `<a>`, which the server
 * renders for nothing next to a router `Link`, that the browser follows in place once hydrated
 * (the address replaced, the scroll kept) and as a page load before.
 */
export function InPlaceLink({ to, current, className, children }: InPlaceLinkProps) {
  const navigate = useNavigate()
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    void navigate(to, { replace: true, preventScrollReset: true })
  }
  return (
    <a
      href={to}
      onClick={onClick}
      aria-current={current ? 'true' : undefined}
      className={className}
    >
      {children}
    </a>
  )
}
