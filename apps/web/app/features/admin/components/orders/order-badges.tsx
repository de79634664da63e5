import {
  type OrderStatus,
  orderStatusLabels,
  type PaymentStatus,
  paymentStatusLabels,
} from '@phiencho/contracts'

const statusTones: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-brand-50 text-brand-800',
  shipping: 'bg-brand-50 text-brand-800',
  delivered: 'bg-success-50 text-success-700',
  completed: 'bg-success-50 text-success-700',
  cancelled: 'bg-ink-100 text-ink-700',
}

const paymentTones: Record<PaymentStatus, string> = {
  unpaid: 'bg-amber-100 text-amber-900',
  paid: 'bg-success-50 text-success-700',
  failed: 'bg-danger-50 text-danger-700',
  refunded: 'bg-ink-100 text-ink-700',
}

const BADGE = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap'

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${BADGE} ${statusTones[status]}`}>{orderStatusLabels[status]}</span>
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <span className={`${BADGE} ${paymentTones[status]}`}>{paymentStatusLabels[status]}</span>
}
