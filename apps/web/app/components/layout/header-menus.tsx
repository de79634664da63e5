import type { CategoryNode } from '@phiencho/contracts'
import { useRef } from 'react'

import { useCategories } from '../../features/catalog/api/get-categories'
import { categoryHref } from '../../features/catalog/links'
import { imageFromUrl } from '../../lib/media-image'
import { BagIcon, ChevronDownIcon, MenuIcon } from '../ui/icons'
import { ResponsiveImage } from '../ui/responsive-image'
import { ShopLink } from '../ui/shop-link'
import type { AccountMenuProps, HeaderUser } from './account-menu'
import { NAV_ITEMS } from './nav-items'
import { useDismissable } from './use-dismissable'

const ICON = 28

function CategoryIcon({ category }: { category: CategoryNode }) {
  return (
    <span className="flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-ink-50 ring-1 ring-ink-200">
      {category.image ? (
        <ResponsiveImage
          image={imageFromUrl(category.image, ICON)}
          sizes={`${ICON}px`}
          alt=""
          className="size-full object-cover"
        />
      ) : (
        <BagIcon width={18} height={18} className="text-brand-700" />
      )}
    </span>
  )
}

/**
 * The desktop mega menu: every top-level category with its icon and its subcategories, in columns,
 * behind a "Danh mục" disclosure in the navigation bar.
 */
export function CategoryMegaMenu() {
  const ref = useRef<HTMLDetailsElement>(null)
  useDismissable(ref)
  const categories = useCategories().data?.data ?? []
  if (categories.length === 0) return null

  return (
    <details ref={ref} className="group">
      <summary className="inline-flex cursor-pointer items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-ink-800 hover:text-brand-800 group-open:border-brand-700 group-open:text-brand-800">
        <MenuIcon width={18} height={18} />
        Danh mục
        <ChevronDownIcon width={16} height={16} className="transition group-open:rotate-180" />
      </summary>
      <div className="absolute inset-x-0 top-full z-40 border-y border-ink-200 bg-white shadow-lg">
        <ul className="page-container grid max-h-[70dvh] grid-cols-3 gap-x-6 gap-y-5 overflow-y-auto py-5 xl:grid-cols-4">
          {categories.map((category) => (
            <li key={category.id}>
              <ShopLink
                to={categoryHref(category.slug)}
                className="flex items-center gap-2.5 rounded-md p-1 font-semibold text-ink-900 hover:text-brand-800"
              >
                <CategoryIcon category={category} />
                {category.name}
              </ShopLink>
              {category.children.length > 0 ? (
                <ul className="mt-1 ml-11 grid gap-0.5 text-sm">
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <ShopLink
                        to={categoryHref(child.slug)}
                        className="block rounded px-1 py-1 text-ink-700 hover:text-brand-800 hover:underline"
                      >
                        {child.name}
                      </ShopLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </details>
  )
}

/**
 * The phone drawer's panel: the shop's sections, the product categories (each opening to its
 * subcategories) and the account's links.
 */
export function MobileMenuPanel({
  user,
  onClose,
}: {
  user: HeaderUser | null
  onClose: () => void
}) {
  return (
    <nav
      aria-label="Menu chính"
      className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-sm flex-col bg-white shadow-xl"
    >
      <div className="flex items-center justify-between border-b border-ink-200 py-1 pr-1 pl-4">
        <span className="font-bold text-ink-900">Menu</span>
        <button type="button" onClick={onClose} className="header-action text-2xl leading-none">
          <span aria-hidden="true">×</span>
          <span className="sr-only">Đóng menu</span>
        </button>
      </div>
      <div className="flex-1 overflow-y-auto overscroll-contain px-2 pb-4">
        <ul className="grid gap-0.5 py-2">
          {NAV_ITEMS.map(({ to, label, Icon }) => (
            <li key={to}>
              <ShopLink to={to} className="menu-item gap-3 py-2.5 text-base">
                <Icon className="text-brand-700" />
                {label}
              </ShopLink>
            </li>
          ))}
        </ul>
        <CategoryDrawerList />
        <div className="border-t border-ink-200 pt-3">
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
        </div>
      </div>
    </nav>
  )
}

function CategoryDrawerList() {
  const categories = useCategories().data?.data ?? []
  if (categories.length === 0) return null

  return (
    <section aria-labelledby="drawer-categories" className="border-t border-ink-200 py-2">
      <h2 id="drawer-categories" className="px-3 py-2 text-xs font-bold text-ink-600 uppercase">
        Danh mục sản phẩm
      </h2>
      <ul className="grid gap-0.5">
        {categories.map((category) =>
          category.children.length === 0 ? (
            <li key={category.id}>
              <ShopLink to={categoryHref(category.slug)} className="menu-item gap-3">
                <CategoryIcon category={category} />
                {category.name}
              </ShopLink>
            </li>
          ) : (
            <li key={category.id}>
              <details className="group/level">
                <summary className="menu-item cursor-pointer gap-3">
                  <CategoryIcon category={category} />
                  <span className="flex-1">{category.name}</span>
                  <ChevronDownIcon
                    width={18}
                    height={18}
                    className="text-ink-600 transition group-open/level:rotate-180"
                  />
                </summary>
                <ul className="mb-1 ml-14 grid border-l border-ink-200 pl-2 text-sm">
                  <li>
                    <ShopLink
                      to={categoryHref(category.slug)}
                      className="menu-item font-medium text-brand-800"
                    >
                      Tất cả {category.name}
                    </ShopLink>
                  </li>
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <ShopLink to={categoryHref(child.slug)} className="menu-item">
                        {child.name}
                      </ShopLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ),
        )}
      </ul>
    </section>
  )
}

/** The signed-in shopper's menu under their name: the account's pages and "Đăng xuất". */
export function AccountMenuPanel({
  user,
  onLogout,
  loggingOut,
}: AccountMenuProps & { user: HeaderUser }) {
  return (
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
  )
}
