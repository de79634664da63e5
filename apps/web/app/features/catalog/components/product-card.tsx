import type { ProductCard as ProductCardData, ProductRating } from '@phiencho/contracts'
import { formatInteger, formatRating } from '@phiencho/vn'
import { type ReactNode, useContext } from 'react'

import { CardActionContext } from '../../../components/catalog/card-action'
import { BagIcon, StoreIcon } from '../../../components/ui/icons'
import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { Stars } from '../../../components/ui/star-rating'
import { ShopLink } from '../../../components/ui/shop-link'
import { formatCount } from '../format'
import { productHref } from '../links'
import { Price } from './price'
import { SaleCountdown } from './sale-countdown'
import { StockStatusLabel } from './stock-status'

/** Card widths in the full-width grid (2/3/4/5 columns inside the 72rem page container). */
export const PRODUCT_CARD_SIZES =
  '(min-width: 1280px) 216px, (min-width: 1024px) 19vw, (min-width: 768px) 24vw, (min-width: 640px) 32vw, 48vw'

interface ProductCardProps {
  product: ProductCardData
  /** Above the fold: the image loads at once instead of lazily. */
  priority?: boolean
  /** The image `sizes`; the grid passes the right one for its columns. */
  sizes?: string
  /** h2 when the card list is the page's main content, h3 inside a titled section (default). */
  headingLevel?: 2 | 3
  /** A control below the card (the wish list's "Bỏ khỏi danh sách"); kept outside the link. */
  action?: ReactNode
}

/** One product in a list: the whole card links to its page. */
export function ProductCard({
  product,
  priority,
  sizes = PRODUCT_CARD_SIZES,
  headingLevel = 3,
  action,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const soldOut = product.stock_status === 'out_of_stock'
  const cardAction = useContext(CardActionContext)
  // A card with its own control (the wish list's) leaves the shared one out.
  const quick = action ? null : cardAction?.(product)
  return (
    <article className="card group product-card">
      <div className="relative aspect-square bg-ink-100">
        {product.image ? (
          <ResponsiveImage
            image={product.image}
            // The name is the link text; the picture would only repeat it to a screen reader.
            alt=""
            sizes={sizes}
            priority={priority}
            className={soldOut ? 'size-full object-cover opacity-60' : 'size-full object-cover'}
          />
        ) : (
          <span className="flex size-full items-center justify-center text-ink-300">
            <BagIcon width={48} height={48} />
          </span>
        )}
        {product.discount_percent > 0 ? (
          <span className="discount-tag">
            <span aria-hidden="true">{`-${product.discount_percent}%`}</span>
            <span className="sr-only">{`Giảm ${product.discount_percent}%`}</span>
          </span>
        ) : null}
        {product.sale_ends_at ? <SaleCountdown endsAt={product.sale_ends_at} compact /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <Heading className="product-card-title">
          <ShopLink to={productHref(product.slug)} className="product-card-link">
            {product.name}
          </ShopLink>
        </Heading>
        <Price pricing={product} showBadge={false} />
        {product.rating || product.sold_count > 0 ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-ink-600">
            {product.rating ? <CardRating rating={product.rating} /> : null}
            {product.sold_count > 0 ? (
              <span>{`Đã bán ${formatCount(product.sold_count)}`}</span>
            ) : null}
          </p>
        ) : null}
        <div className={`mt-auto flex flex-col gap-1 pt-1 text-xs${quick ? ' pr-11' : ''}`}>
          <StockStatusLabel status={product.stock_status} />
          <span className="flex min-w-0 items-center gap-1 text-ink-600">
            <StoreIcon width={14} height={14} className="shrink-0 text-ink-500" />
            <span className="truncate">{product.store?.name ?? 'Phiên Chợ'}</span>
          </span>
        </div>
      </div>
      {quick ? <div className="absolute right-2 bottom-2 z-10">{quick}</div> : null}
      {action ? <div className="relative border-t border-ink-200 p-2">{action}</div> : null}
    </article>
  )
}

/** "★ 4,8 (123)": the average and count of the product's published reviews. */
function CardRating({ rating }: { rating: ProductRating }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Stars value={rating.average} label={null} className="text-[0.8rem]" />
      <span aria-hidden="true" className="font-medium text-ink-800">
        {formatRating(rating.average)}
        <span className="font-normal text-ink-600">{` (${formatInteger(rating.count)})`}</span>
      </span>
      <span className="sr-only">{`${formatRating(rating.average)} trên 5 sao, ${formatInteger(rating.count)} đánh giá`}</span>
    </span>
  )
}
