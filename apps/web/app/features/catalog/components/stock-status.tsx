import type { StockStatus } from '@phiencho/contracts'

export const STOCK_LABELS: Record<StockStatus, string> = {
  in_stock: 'Còn hàng',
  low_stock: 'Sắp hết',
  out_of_stock: 'Hết hàng',
}

const STYLES: Record<StockStatus, string> = {
  in_stock: 'text-success-700',
  low_stock: 'text-amber-800',
  out_of_stock: 'text-ink-500',
}

// The dot is the label's ::before, not an element of its own: the label is on every card.
const DOTS: Record<StockStatus, string> = {
  in_stock: 'before:bg-success-700',
  low_stock: 'before:bg-accent-400',
  out_of_stock: 'before:bg-ink-300',
}

/** "Còn hàng" / "Sắp hết" / "Hết hàng" with a coloured dot; the word carries the meaning, not the colour. */
export function StockStatusLabel({
  status,
  className = '',
}: {
  status: StockStatus
  className?: string
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 font-medium before:size-2 before:shrink-0 before:rounded-full ${STYLES[status]} ${DOTS[status]}${className ? ` ${className}` : ''}`}
    >
      {STOCK_LABELS[status]}
    </span>
  )
}
