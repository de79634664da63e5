import type { FastifyRequest } from 'fastify'
import type { Viewer } from './orders.service.ts'

/** Who asks for an order: the signed-in customer, or a guest with the phone given at checkout. */
export async function orderViewer(
  request: FastifyRequest,
  phone: string | undefined,
): Promise<Viewer> {
  return { userId: (await request.resolveSession())?.userId ?? null, phone }
}

/** A guest order is found by code and phone: slow down anyone trying codes. */
export const orderLookupLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } }
