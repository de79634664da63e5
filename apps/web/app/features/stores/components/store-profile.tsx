import type { StoreDetail } from '@phiencho/contracts'
import { formatDateVi, formatPhone } from '@phiencho/vn'

import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons'
import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { imageFromUrl } from '../../../lib/media-image'
import { PartnerBadge } from './partner-badge'
import { StoreLogo } from './store-logo'

// Banners are made 1200×400: the original is the widest candidate (imageFromUrl would stop at
// the 640-pixel variant, too soft across a desktop page).
const BANNER = { width: 1200, height: 400 }

const bannerImage = (url: string) =>
  imageFromUrl(url, BANNER.width, BANNER.height, '', BANNER.width)

/** The head of a shop's page: banner, logo, name and how to reach it. */
export function StoreProfile({ store }: { store: StoreDetail }) {
  const phoneHref = store.phone ? `tel:${store.phone.replace(/[^\d+]/g, '')}` : null
  return (
    <section aria-labelledby="store-name" className="card overflow-hidden">
      {store.banner ? (
        <ResponsiveImage
          image={bannerImage(store.banner)}
          sizes="(min-width: 1152px) 1152px, 100vw"
          priority
          className="aspect-[3/1] w-full bg-ink-100 object-cover sm:aspect-[4/1] lg:aspect-[5/1]"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[6/1] w-full bg-brand-800" />
      )}
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:gap-6 sm:p-6">
        <StoreLogo
          name={store.name}
          logo={store.logo}
          size={96}
          priority
          className="-mt-14 shadow-md sm:-mt-16"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 id="store-name" className="text-2xl font-bold text-ink-900 sm:text-3xl">
              {store.name}
            </h1>
            {store.is_partner ? <PartnerBadge /> : null}
          </div>
          {store.description ? (
            <p className="mt-2 max-w-prose text-ink-700">{store.description}</p>
          ) : null}
          <p className="mt-2 text-sm text-ink-600">Tham gia từ {formatDateVi(store.created_at)}</p>
        </div>
        <div className="sm:w-72 sm:shrink-0">
          <h2 className="sr-only">Thông tin liên hệ</h2>
          <address className="space-y-2 text-sm text-ink-700 not-italic">
            {store.address || store.province ? (
              <p className="flex items-start gap-2">
                <MapPinIcon width={18} height={18} className="mt-0.5 shrink-0 text-brand-700" />
                <span>{store.address ?? store.province?.name}</span>
              </p>
            ) : null}
            {store.phone && phoneHref ? (
              <p className="flex items-center gap-2">
                <PhoneIcon width={18} height={18} className="shrink-0 text-brand-700" />
                <a className="link" href={phoneHref}>
                  {formatPhone(store.phone)}
                </a>
              </p>
            ) : null}
            {store.email ? (
              <p className="flex items-center gap-2">
                <MailIcon width={18} height={18} className="shrink-0 text-brand-700" />
                <a className="link break-all" href={`mailto:${store.email}`}>
                  {store.email}
                </a>
              </p>
            ) : null}
          </address>
        </div>
      </div>
    </section>
  )
}
