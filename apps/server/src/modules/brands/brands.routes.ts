import {
  apiPaths,
  brand,
  brandList,
  brandListQuery,
  errorResponse,
  slugParams,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getBrand, listBrands } from './brands.service.ts'

const tags = ['brands']

export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.brands,
    {
      schema: {
        tags,
        summary: 'Thương hiệu (famous=true: thương hiệu nổi tiếng)',
        querystring: brandListQuery,
        response: { 200: brandList, 422: errorResponse },
      },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async (request) => listBrands(app.db, request.query),
  )

  app.get(
    apiPaths.brand,
    {
      schema: {
        tags,
        summary: 'Chi tiết thương hiệu',
        params: slugParams,
        response: { 200: brand, 404: errorResponse },
      },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async (request) => getBrand(app.db, request.params.slug),
  )
}
