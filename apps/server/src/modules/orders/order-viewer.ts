import type { OrderAccessQuery } from '@phiencho/contracts'
import type { FastifyRequest } from 'fastify'
import { guestOrderTokenOpens } from './guest-order-link.ts'
import type { Viewer } from './orders.service.ts'

/**
 * Who asks for an order: the signed-in customer, or a guest with the phone given at checkout or
 * the signed link of their order mail.
 */
export async function orderViewer(
  request: FastifyRequest,
  access: OrderAccessQuery,
): Promise<Viewer> {
  const { token, phone } = access
  const { config } = request.server
  return {
    userId: (await request.resolveSession())?.userId ?? null,
    phone,
    opensByLink: token ? (order) => guestOrderTokenOpens(config, order, token) : undefined,
  }
}

/** A guest order is found by code and phone: slow down anyone trying codes. */
export const orderLookupLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } }
