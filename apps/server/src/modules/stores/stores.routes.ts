import {
  apiPaths,
  errorResponse,
  partnerApplicationRequest,
  partnerApplicationResponse,
  slugParams,
  storeDetail,
  storeList,
  storeListQuery,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { applyAsPartner, getStore, listStores } from './stores.service.ts'

const tags = ['stores']

export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.stores,
    {
      schema: {
        tags,
        summary: 'Cửa hàng (partner=true: đối tác bán hàng)',
        querystring: storeListQuery,
        response: { 200: storeList, 422: errorResponse },
      },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async (request) => listStores(app.db, request.query),
  )

  app.get(
    apiPaths.store,
    {
      schema: {
        tags,
        summary: 'Chi tiết cửa hàng',
        params: slugParams,
        response: { 200: storeDetail, 404: errorResponse },
      },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async (request) => getStore(app.db, request.params.slug),
  )

  app.post(
    apiPaths.partnerApplications,
    {
      schema: {
        tags,
        summary: 'Đăng ký làm đối tác bán hàng',
        body: partnerApplicationRequest,
        response: {
          201: partnerApplicationResponse,
          419: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
      config: { auth: 'optional', rateLimit: { max: 5, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const userId = request.session?.userId ?? null
      return reply.code(201).send(await applyAsPartner(app.db, request.body, userId))
    },
  )
}
