import type { CategoryDetail } from '@phiencho/contracts'

import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { ShopLink } from '../../../components/ui/shop-link'
import { categoryHref } from '../links'
import { imageFromUrl } from '../../../lib/media-image'

/** The category's name and words, and its subcategories as picture links. */
export function CategoryHeader({ category }: { category: CategoryDetail }) {
  return (
    <header className="mt-3">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{category.name}</h1>
      {category.description ? (
        <p className="mt-2 max-w-3xl text-ink-700">{category.description}</p>
      ) : null}
      {category.children.length ? (
        <nav aria-label={`Danh mục con của ${category.name}`} className="mt-4">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
            {category.children.map((child) => (
              <li key={child.slug} className="shrink-0">
                <ShopLink
                  to={categoryHref(child.slug)}
                  className="flex min-h-12 items-center gap-2 rounded-full border border-ink-200 bg-white py-1 pr-4 pl-1 text-sm font-medium text-ink-800 hover:border-brand-600 hover:text-brand-800"
                >
                  {child.image ? (
                    <ResponsiveImage
                      image={imageFromUrl(child.image, 40)}
                      sizes="40px"
                      className="size-10 rounded-full object-cover"
                    />
                  ) : (
                    <span aria-hidden="true" className="size-10 rounded-full bg-brand-50" />
                  )}
                  {child.name}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  )
}
