import { formatVnd } from '@phiencho/vn'
import type { ReactNode } from 'react'

export interface OrderLine {
  key: string | number
  name: string
  variantName: string | null
  quantity: number
  lineTotal: number
}

/** "Name (variant) × 2 …… 1.250.000 ₫": the lines of a cart at checkout or of an order. */
export function OrderLineList({ lines }: { lines: OrderLine[] }) {
  return (
    <ul className="divide-y divide-ink-200 text-sm">
      {lines.map((line) => (
        <li key={line.key} className="flex justify-between gap-3 py-2">
          <span className="min-w-0 text-ink-800">
            {line.name}
            {line.variantName ? ` (${line.variantName})` : ''}{' '}
            <span className="text-ink-600">× {line.quantity}</span>
          </span>
          <span className="shrink-0 font-medium text-ink-900">{formatVnd(line.lineTotal)}</span>
        </li>
      ))}
    </ul>
  )
}

/** One row of a totals list (`<dl>`): label and amount; a discount in green, the total stands out. */
export function TotalRow({
  label,
  children,
  kind = 'line',
  testId,
}: {
  label: ReactNode
  children: ReactNode
  kind?: 'line' | 'discount' | 'total'
  testId?: string
}) {
  if (kind === 'total') {
    return (
      <div className="flex justify-between gap-4 border-t border-ink-200 pt-3 text-base">
        <dt className="font-semibold text-ink-900">{label}</dt>
        <dd className="text-xl font-bold text-danger-700" data-testid={testId}>
          {children}
        </dd>
      </div>
    )
  }
  return (
    <div className="flex justify-between gap-4">
      <dt className="min-w-0 text-ink-700">{label}</dt>
      {/* The label wraps, never the amount ("Miễn phí", "1.250.000 ₫"). */}
      <dd
        className={`shrink-0 whitespace-nowrap ${kind === 'discount' ? 'text-success-700' : 'font-medium text-ink-900'}`}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  )
}
