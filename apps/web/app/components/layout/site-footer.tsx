import type { WebsiteSettings } from '@phiencho/contracts'
import { formatPhone } from '@phiencho/vn'

import { MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons'
import { ShopLink } from '../ui/shop-link'
import { NAV_ITEMS } from './nav-items'

interface SiteFooterProps {
  siteName: string
  settings: WebsiteSettings | null
  loggedIn: boolean
}

const SOCIAL_LABELS = { facebook: 'Facebook', zalo: 'Zalo', youtube: 'YouTube' } as const

export function SiteFooter({ siteName, settings, loggedIn }: SiteFooterProps) {
  const social = settings
    ? (Object.keys(SOCIAL_LABELS) as (keyof typeof SOCIAL_LABELS)[]).flatMap((key) => {
        const href = settings.social_links[key]
        return href ? [{ key, href, label: SOCIAL_LABELS[key] }] : []
      })
    : []

  return (
    <footer className="render-near-view mt-12 border-t border-ink-200 bg-white text-sm">
      <div className="page-container grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact" className="lg:col-span-2">
          <h2 id="footer-contact" className="text-base font-semibold text-ink-900">
            {siteName}
          </h2>
          {settings?.site_description ? (
            <p className="mt-2 max-w-prose text-ink-600">{settings.site_description}</p>
          ) : null}
          <ul className="mt-4 space-y-2 text-ink-700">
            {settings?.contact_phone ? (
              <li className="flex items-center gap-2">
                <PhoneIcon width={18} height={18} className="shrink-0 text-brand-700" />
                <a className="link" href={`tel:${settings.contact_phone.replace(/[^\d+]/g, '')}`}>
                  {formatPhone(settings.contact_phone)}
                </a>
              </li>
            ) : null}
            {settings?.contact_email ? (
              <li className="flex items-center gap-2">
                <MailIcon width={18} height={18} className="shrink-0 text-brand-700" />
                <a className="link" href={`mailto:${settings.contact_email}`}>
                  {settings.contact_email}
                </a>
              </li>
            ) : null}
            {settings?.address ? (
              <li className="flex items-start gap-2">
                <MapPinIcon width={18} height={18} className="mt-0.5 shrink-0 text-brand-700" />
                <address className="not-italic">{settings.address}</address>
              </li>
            ) : null}
          </ul>
          {social.length ? (
            <ul className="mt-4 flex flex-wrap gap-3" aria-label="Mạng xã hội">
              {social.map(({ key, href, label }) => (
                <li key={key}>
                  <a className="link" href={href} rel="noopener noreferrer" target="_blank">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="text-base font-semibold text-ink-900">
            Khám phá
          </h2>
          <ul className="mt-2 space-y-1">
            {NAV_ITEMS.map(({ to, label }) => (
              <li key={to}>
                <ShopLink to={to} className="inline-block py-1 text-ink-700 hover:text-brand-800">
                  {label}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-account">
          <h2 id="footer-account" className="text-base font-semibold text-ink-900">
            Tài khoản
          </h2>
          <ul className="mt-2 space-y-1">
            {(loggedIn ? ACCOUNT_LINKS : GUEST_LINKS).map(({ to, label }) => (
              <li key={to}>
                <ShopLink to={to} className="inline-block py-1 text-ink-700 hover:text-brand-800">
                  {label}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-ink-200 py-4 text-center text-ink-600">
        © {siteName}. Giá niêm yết bằng đồng Việt Nam (₫).
      </p>
    </footer>
  )
}

const GUEST_LINKS = [
  { to: '/login', label: 'Đăng nhập' },
  { to: '/register', label: 'Đăng ký' },
  { to: '/forgot-password', label: 'Quên mật khẩu' },
  { to: '/gio-hang', label: 'Giỏ hàng' },
]

const ACCOUNT_LINKS = [
  { to: '/my-account', label: 'Thông tin tài khoản' },
  { to: '/my-account/change-password', label: 'Đổi mật khẩu' },
  { to: '/gio-hang', label: 'Giỏ hàng' },
]
