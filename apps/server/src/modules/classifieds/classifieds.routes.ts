import {
  apiPaths,
  classifiedAdList,
  errorResponse,
  latestClassifiedsQuery,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { latestClassifieds } from './classifieds.service.ts'

const tags = ['classifieds']

export const classifiedsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.classifiedAds,
    {
      schema: {
        tags,
        summary: 'Tin rao vặt mới nhất (đang hiển thị)',
        querystring: latestClassifiedsQuery,
        response: { 200: classifiedAdList, 422: errorResponse },
      },
    },
    async (request) => ({ data: await latestClassifieds(app.db, request.query.limit) }),
  )
}
