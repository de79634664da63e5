import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { useNavigate } from 'react-router'

type InPlaceLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  to: string
}

/**
 * A link to another list of the same page (a filter, a sort or a page of the reviews): a plain
 * `<a>`, which the server renders for nothing next to a router `Link`, that the browser follows in
 * place once hydrated (the address replaced, the scroll kept) and as a page load before.
 */
export function InPlaceLink({ to, ...anchor }: InPlaceLinkProps) {
  const navigate = useNavigate()
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    void navigate(to, { replace: true, preventScrollReset: true })
  }
  return <a {...anchor} href={to} onClick={onClick} />
}
