import type { Brand } from '@phiencho/contracts'

import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { ShopLink } from '../../../components/ui/shop-link'
import { imageFromUrl } from '../../../lib/media-image'
import { brandProductsHref } from '../brand-links'

interface BrandCardProps {
  brand: Brand
  headingLevel?: 2 | 3
  /** Show the brand's description under its name. */
  withDescription?: boolean
}

/** A brand's logo and name, the whole card linking to its products. */
export function BrandCard({ brand, headingLevel = 2, withDescription = true }: BrandCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card group relative flex h-full flex-col items-center p-4 text-center transition-colors focus-within:border-brand-600 hover:border-brand-600 sm:p-5">
      <span className="flex aspect-square w-full max-w-32 items-center justify-center">
        {brand.logo ? (
          <ResponsiveImage
            image={imageFromUrl(brand.logo, 160, 160)}
            sizes="128px"
            className="size-full object-contain transition-transform group-hover:scale-105"
          />
        ) : (
          <span aria-hidden="true" className="text-4xl font-extrabold text-brand-700">
            {brand.name.charAt(0)}
          </span>
        )}
      </span>
      <Heading className="mt-3 text-base font-semibold text-ink-900">
        <ShopLink
          to={brandProductsHref(brand.slug)}
          className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-brand-800 focus-visible:after:outline-3 focus-visible:after:outline-brand-600"
        >
          {brand.name}
        </ShopLink>
      </Heading>
      {withDescription && brand.description ? (
        <p className="mt-1 line-clamp-3 text-sm text-ink-600">{brand.description}</p>
      ) : null}
      <span aria-hidden="true" className="mt-auto pt-3 text-sm font-medium text-brand-700">
        Xem sản phẩm →
      </span>
    </article>
  )
}
