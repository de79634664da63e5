import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkoutRoutes } from './checkout.routes.ts'
import { orderActionsRoutes } from './order-actions.routes.ts'
import { vnpayRoutes } from './vnpay.routes.ts'

/**
 * The routes that start a workflow: placing an order, cancelling it, staff status changes and
 * VNPay's answers. They sit above workflows/, which sit above the modules they join.
 */
const checkout: FastifyPluginAsyncZod = async (app) => {
  await app.register(checkoutRoutes)
  await app.register(orderActionsRoutes)
  await app.register(vnpayRoutes)
}

export default checkout
export { checkoutAdminRoutes } from './checkout.admin.routes.ts'
