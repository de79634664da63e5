import type { ProductCard as ProductCardData } from '@phiencho/contracts'
import type { ReactNode } from 'react'

import { PRODUCT_CARD_SIZES, ProductCard } from './product-card'

/** Beside a filter sidebar (from lg) the grid is narrower: at most 4 columns. */
const SIDEBAR_CARD_SIZES =
  '(min-width: 1024px) 200px, (min-width: 768px) 24vw, (min-width: 640px) 32vw, 48vw'

/** The column count, as `--cols` (the grid and its cells' size estimate read it: app.css). */
const COLUMNS = {
  full: '[--cols:2] sm:[--cols:3] md:[--cols:4] lg:[--cols:5]',
  sidebar: '[--cols:2] sm:[--cols:3] md:[--cols:4] lg:[--cols:3] xl:[--cols:4]',
} as const

interface ProductGridProps {
  products: ProductCardData[]
  /** How many of the first cards load their image at once (the ones above the fold). */
  priorityCount?: number
  /** `sidebar` when the grid shares the row with the filters. */
  layout?: keyof typeof COLUMNS
  headingLevel?: 2 | 3
  /** A control under each card (e.g. remove from the wish list). */
  renderAction?: (product: ProductCardData) => ReactNode
  className?: string
}

/** Products as a responsive grid of cards: 2 columns on phones up to 5 on wide screens. */
export function ProductGrid({
  products,
  priorityCount = 0,
  layout = 'full',
  headingLevel = 3,
  renderAction,
  className = '',
}: ProductGridProps) {
  return (
    <ul className={`product-grid ${COLUMNS[layout]} ${className}`}>
      {products.map((product, index) => (
        <li key={product.id} className="product-cell">
          <ProductCard
            product={product}
            priority={index < priorityCount}
            sizes={layout === 'full' ? PRODUCT_CARD_SIZES : SIDEBAR_CARD_SIZES}
            headingLevel={headingLevel}
            action={renderAction?.(product)}
          />
        </li>
      ))}
    </ul>
  )
}
