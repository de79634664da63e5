import type { ProductCard } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'

type Pricing = Pick<ProductCard, 'price' | 'sale_price' | 'effective_price' | 'discount_percent'>

interface PriceProps {
  pricing: Pricing
  /** `lg` on the product page, `md` on cards. */
  size?: 'md' | 'lg'
  /** The `-23%` badge beside the prices (cards show it over the picture instead). */
  showBadge?: boolean
  className?: string
}

const SIZES = {
  md: { current: 'text-base', original: 'text-xs', badge: 'text-xs px-1 py-px' },
  lg: { current: 'text-3xl', original: 'text-base', badge: 'text-sm px-1.5 py-0.5' },
} as const

/** What the shopper pays; on sale also the struck-through original price and the `-23%` badge. */
export function Price({ pricing, size = 'md', showBadge = true, className = '' }: PriceProps) {
  const onSale = pricing.sale_price !== null && pricing.discount_percent > 0
  const styles = SIZES[size]
  return (
    <p
      className={`flex flex-wrap items-baseline gap-x-2 gap-y-0.5${className ? ` ${className}` : ''}`}
    >
      <span
        className={`font-bold tabular-nums ${onSale ? 'text-danger-700' : 'text-ink-900'} ${styles.current}`}
      >
        {onSale ? <span className="sr-only">Giá khuyến mãi: </span> : null}
        {formatVnd(pricing.effective_price)}
      </span>
      {onSale ? (
        <>
          <del className={`text-ink-500 tabular-nums ${styles.original}`}>
            <span className="sr-only">Giá gốc: </span>
            {formatVnd(pricing.price)}
          </del>
          {showBadge ? (
            <span className={`rounded bg-danger-50 font-semibold text-danger-700 ${styles.badge}`}>
              <span aria-hidden="true">{`-${pricing.discount_percent}%`}</span>
              <span className="sr-only">{`Giảm ${pricing.discount_percent}%`}</span>
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  )
}
