import {
  type OrderStatus,
  orderStatusLabels,
  type PaymentStatus,
  paymentStatusLabels,
} from '@phiencho/contracts'

const TONES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-brand-50 text-brand-800',
  shipping: 'bg-brand-50 text-brand-800',
  delivered: 'bg-success-50 text-success-700',
  completed: 'bg-success-50 text-success-700',
  cancelled: 'bg-ink-100 text-ink-700',
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {orderStatusLabels[status]}
    </span>
  )
}

export function PaymentStatusText({ status }: { status: PaymentStatus }) {
  return (
    <span className={status === 'paid' ? 'text-success-700' : 'text-ink-700'}>
      {paymentStatusLabels[status]}
    </span>
  )
}
