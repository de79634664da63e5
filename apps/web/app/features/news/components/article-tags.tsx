import { ShopLink } from '../../../components/ui/shop-link'
import { newsTagHref } from '../links'

/** The article's tags, each a link to the news list narrowed to it. */
export function ArticleTags({ tags }: { tags: string[] }) {
  if (!tags.length) return null
  return (
    <nav aria-label="Thẻ bài viết" className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-semibold text-ink-700">Thẻ:</span>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <ShopLink
              to={newsTagHref(tag)}
              className="inline-flex min-h-9 items-center rounded-full bg-ink-100 px-3 text-sm text-ink-800 hover:bg-brand-50 hover:text-brand-800"
            >
              <span aria-hidden="true" className="mr-0.5 text-ink-500">
                #
              </span>
              {tag}
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
