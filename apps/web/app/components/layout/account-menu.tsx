import { useRef } from 'react'

import { ShopLink } from '../ui/shop-link'
import { ChevronDownIcon, UserIcon } from '../ui/icons'
import { useDismissable } from './use-dismissable'

export interface HeaderUser {
  name: string
}

interface AccountMenuProps {
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
      <div className="card absolute right-0 z-50 mt-2 w-60 p-2 text-sm">
        <p className="truncate px-3 py-2 text-ink-600">
          Xin chào, <strong className="text-ink-900">{user.name}</strong>
        </p>
        <ul>
          <li>
            <ShopLink to="/my-account" className="menu-item">
              Tài khoản
            </ShopLink>
          </li>
          <li>
            <ShopLink to="/my-account/reviews" className="menu-item">
              Đánh giá sản phẩm
            </ShopLink>
          </li>
          <li>
            <ShopLink to="/my-account/change-password" className="menu-item">
              Đổi mật khẩu
            </ShopLink>
          </li>
          <li>
            <button
              type="button"
              onClick={onLogout}
              disabled={loggingOut}
              className="menu-item w-full text-left"
            >
              Đăng xuất
            </button>
          </li>
        </ul>
      </div>
    </details>
  )
}
