import {
  orderMessages,
  type OrderStatus,
  orderStatusLabels,
  orderTransitions,
  type PaymentStatus,
  paymentStatusLabels,
  paymentTransitions,
} from '@phiencho/contracts'
import { HttpError } from '../../lib/errors.ts'

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to)
}

/** 409 unless the state machine allows `from` → `to`. */
export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) {
    throw new HttpError(
      409,
      orderMessages.illegalTransition(orderStatusLabels[from], orderStatusLabels[to]),
    )
  }
}

export function assertPaymentTransition(from: PaymentStatus, to: PaymentStatus): void {
  if (!paymentTransitions[from].includes(to)) {
    throw new HttpError(
      409,
      orderMessages.illegalPaymentTransition(paymentStatusLabels[from], paymentStatusLabels[to]),
    )
  }
}
