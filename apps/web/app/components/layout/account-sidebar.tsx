import { ShopNavLink } from '../ui/shop-link'

interface AccountSidebarProps {
  userName: string
  onLogout: () => void
  loggingOut: boolean
}

const ACCOUNT_PAGES = [
  { to: '/my-account', label: 'Thông tin tài khoản', end: true },
  { to: '/my-account/order-history', label: 'Đơn hàng của tôi', end: false },
  { to: '/my-account/reviews', label: 'Đánh giá sản phẩm', end: false },
  { to: '/my-account/addresses', label: 'Sổ địa chỉ', end: false },
  { to: '/my-account/manage-classifieds', label: 'Tin rao vặt của tôi', end: false },
  { to: '/my-account/product-wish-list', label: 'Sản phẩm yêu thích', end: false },
  { to: '/my-account/change-password', label: 'Đổi mật khẩu', end: false },
]

export function AccountSidebar({ userName, onLogout, loggingOut }: AccountSidebarProps) {
  return (
    <aside className="lg:w-64 lg:shrink-0">
      <p className="mb-3 hidden text-sm text-ink-600 lg:block">
        Tài khoản của <strong className="text-ink-900">{userName}</strong>
      </p>
      <nav aria-label="Tài khoản của tôi">
        <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 lg:mx-0 lg:flex-col lg:px-0">
          {ACCOUNT_PAGES.map(({ to, label, end }) => (
            <li key={to} className="shrink-0">
              <ShopNavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100'
                  }`
                }
              >
                {label}
              </ShopNavLink>
            </li>
          ))}
          <li className="shrink-0">
            <button
              type="button"
              onClick={onLogout}
              disabled={loggingOut}
              className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-medium text-ink-700 hover:bg-ink-100"
            >
              Đăng xuất
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  )
}
