import type { ArticleCategory } from '@phiencho/contracts'

import { ShopLink } from '../../../components/ui/shop-link'
import { articleCategoryHref, NEWS_PATH } from '../links'

interface CategoryNavProps {
  categories: ArticleCategory[]
  /** The category page being shown; null on the news list ("Tất cả"). */
  current: string | null
  /** The list is narrowed by a tag: "Tất cả" then leads back instead of being the current page. */
  filtered?: boolean
}

const CHIP =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap'
const CHIP_CURRENT = 'border-brand-700 bg-brand-700 text-white'
const CHIP_OTHER =
  'border-ink-300 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-800'

/** The news categories as chips with their article counts: one line that scrolls on a phone. */
export function CategoryNav({ categories, current, filtered = false }: CategoryNavProps) {
  const total = categories.reduce((sum, category) => sum + category.article_count, 0)
  const items = [
    {
      key: 'all',
      name: 'Tất cả',
      to: NEWS_PATH,
      count: total,
      isCurrent: current === null && !filtered,
    },
    ...categories.map((category) => ({
      key: category.slug,
      name: category.name,
      to: articleCategoryHref(category.slug),
      count: category.article_count,
      isCurrent: category.slug === current,
    })),
  ]
  return (
    <nav aria-label="Chuyên mục tin tức">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {items.map((item) => (
          <li key={item.key} className="shrink-0">
            <ShopLink
              to={item.to}
              aria-current={item.isCurrent ? 'page' : undefined}
              aria-label={`${item.name} (${item.count} bài viết)`}
              className={`${CHIP} ${item.isCurrent ? CHIP_CURRENT : CHIP_OTHER}`}
            >
              {item.name}
              <span
                className={`rounded-full px-1.5 text-xs tabular-nums ${
                  item.isCurrent ? 'bg-white/20' : 'bg-ink-100 text-ink-600'
                }`}
              >
                {item.count}
              </span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
