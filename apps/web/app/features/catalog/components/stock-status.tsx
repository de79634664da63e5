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

const DOTS: Record<StockStatus, string> = {
  in_stock: 'bg-success-700',
  low_stock: 'bg-accent-400',
  out_of_stock: 'bg-ink-300',
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
      className={`inline-flex items-center gap-1.5 font-medium ${STYLES[status]}${className ? ` ${className}` : ''}`}
    >
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOTS[status]}`} />
      {STOCK_LABELS[status]}
    </span>
  )
}
