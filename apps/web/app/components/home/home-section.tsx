import type { ReactNode } from 'react'

import { ShopLink } from '../ui/shop-link'

interface HomeSectionProps {
  id: string
  title: string
  /** "Xem tất cả" goes here. */
  moreHref?: string
  moreLabel?: string
  children: ReactNode
  className?: string
}

/** One band of the home page: a heading, a "see all" link and its content. */
export function HomeSection({
  id,
  title,
  moreHref,
  moreLabel = 'Xem tất cả',
  children,
  className = '',
}: HomeSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={`page-container render-near-view mt-8 sm:mt-10 ${className}`}
    >
      <div className="mb-3 flex items-end justify-between gap-3">
        <h2 id={id} className="text-xl font-bold text-ink-900 sm:text-2xl">
          {title}
        </h2>
        {moreHref ? (
          <ShopLink to={moreHref} className="link shrink-0 text-sm">
            {moreLabel}
            <span className="sr-only">: {title}</span>
            <span aria-hidden="true"> ›</span>
          </ShopLink>
        ) : null}
      </div>
      {children}
    </section>
  )
}
