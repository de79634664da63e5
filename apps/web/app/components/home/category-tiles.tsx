import type { CategoryNode } from '@phiencho/contracts'

import { imageFromUrl } from '../../lib/media-image'

import { BagIcon } from '../ui/icons'
import { ResponsiveImage } from '../ui/responsive-image'
import { ShopLink } from '../ui/shop-link'

const TILE = 72

/** The top-level categories as round pictures with their names. */
export function CategoryTiles({ categories }: { categories: CategoryNode[] }) {
  return (
    <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-5 sm:gap-2 sm:overflow-visible sm:px-0 lg:grid-cols-9">
      {categories.map((category) => (
        <li key={category.slug} className="w-20 shrink-0 sm:w-auto">
          <ShopLink
            to={`/danh-muc-san-pham/${category.slug}`}
            className="flex h-full flex-col items-center gap-2 rounded-xl p-2 text-center text-sm font-medium text-ink-800 hover:bg-white hover:text-brand-800 hover:shadow-sm"
          >
            <span className="flex size-16 shrink-0 items-center sm:size-18 justify-center overflow-hidden rounded-full bg-white shadow-sm ring-1 ring-ink-200">
              {category.image ? (
                <ResponsiveImage
                  image={imageFromUrl(category.image, TILE)}
                  sizes={`${TILE}px`}
                  className="size-full object-cover"
                />
              ) : (
                <BagIcon className="text-brand-700" />
              )}
            </span>
            <span className="line-clamp-2 text-xs leading-snug sm:text-sm">{category.name}</span>
          </ShopLink>
        </li>
      ))}
    </ul>
  )
}
