import type { ReactNode } from 'react'
import { useLocation } from 'react-router'

import { CartIcon } from '../ui/icons'
import { ShopLink, ShopNavLink } from '../ui/shop-link'
import { AccountMenu, type HeaderUser } from './account-menu'
import { LazyCategoryMegaMenu } from './lazy-header-menus'
import { LogoMark } from './logo'
import { MobileMenu } from './mobile-menu'
import { isUnderAny, NAV_ITEMS } from './nav-items'

interface SiteHeaderProps {
  siteName: string
  user: HeaderUser | null
  onLogout: () => void
  loggingOut: boolean
  /** The search form (features/search), placed between the logo and the account actions. */
  search: ReactNode
  /** Units in the visitor's cart. */
  cartCount: number
}

export function SiteHeader({
  siteName,
  user,
  onLogout,
  loggingOut,
  search,
  cartCount,
}: SiteHeaderProps) {
  const { pathname } = useLocation()
  return (
    <header className="relative border-b border-ink-200 bg-white">
      <div className="page-container flex flex-wrap items-center gap-x-2 gap-y-2 py-2 lg:flex-nowrap lg:gap-x-6 lg:py-3">
        <MobileMenu user={user} />
        <ShopLink
          to="/"
          className="flex min-w-0 shrink-0 items-center gap-2 rounded-md text-lg font-bold text-brand-800 sm:text-xl"
        >
          <LogoMark size={36} />
          <span className="truncate">{siteName}</span>
        </ShopLink>
        <div className="order-last w-full lg:order-none lg:max-w-xl lg:flex-1">{search}</div>
        <div className="ml-auto flex items-center gap-1">
          <AccountMenu user={user} onLogout={onLogout} loggingOut={loggingOut} />
          <ShopLink to="/gio-hang" className="header-action relative">
            <CartIcon />
            <span className="sr-only sm:not-sr-only">Giỏ hàng</span>
            {cartCount > 0 ? (
              <span
                data-testid="cart-count"
                className="absolute top-0.5 left-6 min-w-5 rounded-full bg-danger-700 px-1.5 text-center text-xs leading-5 font-bold text-white"
              >
                {cartCount > 99 ? '99+' : cartCount}
                <span className="sr-only"> sản phẩm</span>
              </span>
            ) : null}
          </ShopLink>
        </div>
      </div>
      <nav aria-label="Danh mục chính" className="hidden border-t border-ink-200 lg:block">
        <ul className="page-container flex gap-1">
          <li>
            <LazyCategoryMegaMenu />
          </li>
          {NAV_ITEMS.map(({ to, label, Icon, alsoActiveUnder }) => (
            <li key={to}>
              <ShopNavLink
                to={to}
                className={({ isActive }) =>
                  `inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium ${
                    isActive || isUnderAny(pathname, alsoActiveUnder)
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-ink-700 hover:text-brand-800'
                  }`
                }
              >
                <Icon width={18} height={18} />
                {label}
              </ShopNavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
