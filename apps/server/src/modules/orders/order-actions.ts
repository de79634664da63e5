import {
  adminOrderMessages,
  ORDER_ACTIONS,
  type OrderAction,
  orderActions,
  orderMessages,
  type OrderStatus,
  orderStatusLabels,
  orderTransitions,
  type Permission,
  paymentStatusLabels,
} from '@phiencho/contracts'
import { HttpError } from '../../lib/errors.ts'
import type { OrderRow } from './orders.repository.ts'

/** COD is collected by the carrier: from the hand-over on. */
const COD_COLLECTABLE: readonly OrderStatus[] = ['shipping', 'delivered', 'completed']

/**
 * Why staff cannot run `action` on the order now (the Vietnamese message of the 409), or null
 * when they can. The one rule for the detail's `actions` and for the action itself.
 */
export function actionRefusal(
  order: Pick<OrderRow, 'status' | 'payment_status' | 'payment_method'>,
  action: OrderAction,
): string | null {
  const definition: { to?: OrderStatus; payment?: readonly [string | null, string, string] } =
    orderActions[action]
  if (definition.to) {
    return orderTransitions[order.status].includes(definition.to)
      ? null
      : orderMessages.illegalTransition(
          orderStatusLabels[order.status],
          orderStatusLabels[definition.to],
        )
  }
  const [method, from, to] = definition.payment!
  if (method !== null && order.payment_method !== method) {
    return adminOrderMessages.notThisPaymentMethod
  }
  const moves =
    order.payment_status === from &&
    (action !== 'cod_collected' || COD_COLLECTABLE.includes(order.status)) &&
    (action !== 'transfer_received' || order.status !== 'cancelled')
  return moves
    ? null
    : orderMessages.illegalPaymentTransition(
        paymentStatusLabels[order.payment_status],
        paymentStatusLabels[to as keyof typeof paymentStatusLabels],
      )
}

/** 409 with the reason unless the action may run on the order now. */
export function assertActionAllowed(
  order: Pick<OrderRow, 'status' | 'payment_status' | 'payment_method'>,
  action: OrderAction,
): void {
  const refusal = actionRefusal(order, action)
  if (refusal !== null) throw new HttpError(409, refusal)
}

/** The actions the holder of `permissions` may run on the order now. */
export function allowedActions(
  order: Pick<OrderRow, 'status' | 'payment_status' | 'payment_method'>,
  permissions: ReadonlySet<Permission>,
): OrderAction[] {
  return ORDER_ACTIONS.filter(
    (action) =>
      permissions.has(orderActions[action].permission) && actionRefusal(order, action) === null,
  )
}
