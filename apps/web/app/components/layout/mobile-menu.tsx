import { useRef } from 'react'

import { MenuIcon } from '../ui/icons'
import type { HeaderUser } from './account-menu'
import { LazyMobileMenuPanel } from './lazy-header-menus'
import { useDismissable } from './use-dismissable'

/**
 * The phone drawer: the shop's sections, then the product categories, each opening to its
 * subcategories. A `<details>`, so it opens before hydration; the backdrop and the close button
 * close it once hydrated, Escape and navigation too (useDismissable).
 */
export function MobileMenu({ user }: { user: HeaderUser | null }) {
  const ref = useRef<HTMLDetailsElement>(null)
  useDismissable(ref)
  const close = () => {
    if (ref.current) ref.current.open = false
  }

  return (
    <details ref={ref} className="drawer lg:hidden">
      <summary className="header-action -ml-2 cursor-pointer">
        <MenuIcon />
        <span className="sr-only">Menu</span>
      </summary>
      <div className="fixed inset-0 z-50 bg-ink-900/50" onClick={close} aria-hidden="true" />
      <LazyMobileMenuPanel user={user} onClose={close} />
    </details>
  )
}
