import type { ProductDetail } from '@phiencho/contracts'

import { MapPinIcon, StoreIcon } from '../../../components/ui/icons'
import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { ShopLink } from '../../../components/ui/shop-link'
import { storeHref } from '../links'
import { imageFromUrl } from '../../../lib/media-image'

/** Who sells the product: the shop with a link to it, or the site itself. */
export function SellerCard({
  store,
  siteName,
}: {
  store: ProductDetail['store']
  siteName: string
}) {
  return (
    <section
      aria-labelledby="product-seller"
      className="flex items-center gap-3 rounded-xl border border-ink-200 p-3"
    >
      <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-ink-200 bg-white text-brand-700">
        {store?.logo ? (
          <ResponsiveImage
            image={imageFromUrl(store.logo, 48)}
            sizes="48px"
            className="size-full object-contain"
          />
        ) : (
          <StoreIcon />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="product-seller" className="text-xs text-ink-600">
          Người bán
        </h2>
        <p className="font-semibold break-words text-ink-900">
          {store?.name ?? siteName}
          {store?.is_partner ? (
            <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 align-middle text-xs font-medium text-brand-800">
              Đối tác
            </span>
          ) : null}
        </p>
        {store?.province_name ? (
          <p className="flex items-center gap-1 text-xs text-ink-600">
            <MapPinIcon width={14} height={14} className="shrink-0" />
            {store.province_name}
          </p>
        ) : null}
      </div>
      {store ? (
        <ShopLink
          to={storeHref(store.slug)}
          className="btn btn-secondary min-h-10 shrink-0 px-3 text-sm"
        >
          Xem shop
        </ShopLink>
      ) : null}
    </section>
  )
}
