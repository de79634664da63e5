import { useRef } from 'react'

import { ShopLink } from '../ui/shop-link'
import { ChevronDownIcon, UserIcon } from '../ui/icons'
import { LazyAccountMenuPanel } from './lazy-header-menus'
import { useDismissable } from './use-dismissable'

export interface HeaderUser {
  name: string
}

export interface AccountMenuProps {
  user: HeaderUser | null
  onLogout: () => void
  loggingOut: boolean
}

/** "Đăng nhập / Đăng ký" for visitors; the user's name with Tài khoản and Đăng xuất otherwise. */
export function AccountMenu({ user, onLogout, loggingOut }: AccountMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null)
  useDismissable(ref)

  if (!user) {
    return (
      <div className="flex items-center gap-1">
        <ShopLink to="/login" className="header-action">
          <UserIcon />
          <span className="sr-only sm:not-sr-only">Đăng nhập</span>
        </ShopLink>
        <ShopLink to="/register" className="header-action hidden sm:inline-flex">
          Đăng ký
        </ShopLink>
      </div>
    )
  }

  return (
    <details ref={ref} className="relative">
      <summary className="header-action cursor-pointer">
        <UserIcon />
        <span className="sr-only sm:not-sr-only sm:max-w-40 sm:truncate">{user.name}</span>
        <span className="sr-only"> – mở menu tài khoản</span>
        <ChevronDownIcon width={16} height={16} className="hidden sm:block" />
      </summary>
      <LazyAccountMenuPanel user={user} onLogout={onLogout} loggingOut={loggingOut} />
    </details>
  )
}
