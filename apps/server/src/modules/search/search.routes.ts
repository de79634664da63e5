import {
  apiPaths,
  errorResponse,
  searchFacetsQuery,
  searchFacetsResponse,
  searchQuery,
  searchResponse,
  suggestQuery,
  suggestResponse,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { searchFacets } from '../catalog/index.ts'
import { search, suggest } from './search.service.ts'

const tags = ['search']

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.search,
    {
      schema: {
        tags,
        summary: 'Tìm kiếm sản phẩm, cửa hàng và thương hiệu (không phân biệt dấu)',
        querystring: searchQuery,
        response: { 200: searchResponse, 422: errorResponse },
      },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async (request) => search(app.db, request.query),
  )

  app.get(
    apiPaths.searchSuggest,
    {
      schema: {
        tags,
        summary: 'Gợi ý khi gõ ô tìm kiếm (sản phẩm và danh mục)',
        querystring: suggestQuery,
        response: { 200: suggestResponse, 422: errorResponse },
      },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async (request) => suggest(app.db, request.query.q),
  )

  app.get(
    apiPaths.searchFacets,
    {
      schema: {
        tags,
        summary: 'Thương hiệu và cửa hàng có trong kết quả tìm kiếm, kèm số sản phẩm (cho bộ lọc)',
        querystring: searchFacetsQuery,
        response: { 200: searchFacetsResponse, 422: errorResponse },
      },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async (request) => searchFacets(app.db, request.query),
  )
}
