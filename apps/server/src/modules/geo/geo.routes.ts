import {
  apiPaths,
  errorResponse,
  provinceList,
  provinceParams,
  wardList,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { forgetDirectory, listProvinces, listWards } from './geo.service.ts'

const tags = ['geo']

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.changes.on('geo', () => forgetDirectory(app.db))
  app.get(
    apiPaths.provinces,
    {
      config: { auth: 'anonymous' },
      schema: {
        tags,
        summary: 'Tỉnh/thành phố (34 đơn vị từ 1/7/2025)',
        response: { 200: provinceList },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400')
      return { data: await listProvinces(app.db) }
    },
  )

  app.get(
    apiPaths.provinceWards,
    {
      config: { auth: 'anonymous' },
      schema: {
        tags,
        summary: 'Phường/xã/đặc khu của một tỉnh/thành phố',
        params: provinceParams,
        response: { 200: wardList, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const data = await listWards(app.db, request.params.code)
      reply.header('cache-control', 'public, max-age=86400')
      return { data }
    },
  )
}
