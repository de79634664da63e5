import { useRef } from 'react'

import { MenuIcon } from '../ui/icons'
import { ShopLink } from '../ui/shop-link'
import type { HeaderUser } from './account-menu'
import { NAV_ITEMS } from './nav-items'
import { useDismissable } from './use-dismissable'

/** The section links on phones, behind a menu button (a `<details>`: it opens before hydration). */
export function MobileMenu({ user }: { user: HeaderUser | null }) {
  const ref = useRef<HTMLDetailsElement>(null)
  useDismissable(ref)

  return (
    <details ref={ref} className="lg:hidden">
      <summary className="header-action -ml-2 cursor-pointer">
        <MenuIcon />
        <span className="sr-only">Menu</span>
      </summary>
      <nav
        aria-label="Menu chính"
        className="absolute inset-x-0 top-full z-50 border-b border-ink-200 bg-white shadow-lg"
      >
        <ul className="page-container grid gap-1 py-3">
          {NAV_ITEMS.map(({ to, label, Icon }) => (
            <li key={to}>
              <ShopLink to={to} className="menu-item gap-3 py-3 text-base">
                <Icon className="text-brand-700" />
                {label}
              </ShopLink>
            </li>
          ))}
          <li className="mt-2 border-t border-ink-200 pt-2">
            {user ? (
              <ShopLink to="/my-account" className="menu-item py-3 text-base">
                Tài khoản của tôi
              </ShopLink>
            ) : (
              <div className="flex gap-2 px-1">
                <ShopLink to="/login" className="btn btn-primary flex-1">
                  Đăng nhập
                </ShopLink>
                <ShopLink to="/register" className="btn btn-secondary flex-1">
                  Đăng ký
                </ShopLink>
              </div>
            )}
          </li>
        </ul>
      </nav>
    </details>
  )
}
