import {
  apiPaths,
  categoryDetail,
  categoryTree,
  errorResponse,
  productCardList,
  productCardsQuery,
  productDetailQuery,
  productDetailWithRelated,
  productListQuery,
  productPage,
  slugParams,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  getProductDetail,
  getProductWithRelated,
  listProducts,
  productCardsByIds,
  relatedProducts,
} from './catalog.service.ts'
import { categoryTree as loadCategoryTree, getCategoryDetail } from './categories.service.ts'

const tags = ['catalog']

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.products,
    {
      schema: {
        tags,
        summary: 'Danh sách sản phẩm (lọc, sắp xếp, phân trang)',
        querystring: productListQuery,
        response: { 200: productPage, 422: errorResponse },
      },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async (request) => listProducts(app.db, request.query),
  )

  app.get(
    apiPaths.product,
    {
      schema: {
        tags,
        summary: 'Chi tiết sản phẩm (include=related: kèm sản phẩm liên quan)',
        params: slugParams,
        querystring: productDetailQuery,
        response: { 200: productDetailWithRelated, 404: errorResponse, 422: errorResponse },
      },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async (request) =>
      request.query.include === 'related'
        ? getProductWithRelated(app.db, request.params.slug)
        : getProductDetail(app.db, request.params.slug),
  )

  app.get(
    apiPaths.relatedProducts,
    {
      schema: {
        tags,
        summary: 'Sản phẩm liên quan (cùng danh mục, bán chạy)',
        params: slugParams,
        response: { 200: productCardList, 404: errorResponse },
      },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async (request) => ({ data: await relatedProducts(app.db, request.params.slug) }),
  )

  app.get(
    apiPaths.productCards,
    {
      schema: {
        tags,
        summary: 'Thẻ sản phẩm theo mã số, theo thứ tự đã cho (sản phẩm đã xem gần đây)',
        querystring: productCardsQuery,
        response: { 200: productCardList, 422: errorResponse },
      },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async (request) => ({ data: await productCardsByIds(app.db, [...new Set(request.query.ids)]) }),
  )

  app.get(
    apiPaths.categories,
    {
      schema: { tags, summary: 'Cây danh mục sản phẩm', response: { 200: categoryTree } },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async () => ({ data: await loadCategoryTree(app.db) }),
  )

  app.get(
    apiPaths.category,
    {
      schema: {
        tags,
        summary: 'Chi tiết danh mục (danh mục con, đường dẫn)',
        params: slugParams,
        response: { 200: categoryDetail, 404: errorResponse },
      },
      config: { auth: 'anonymous', catalogCache: true },
    },
    async (request) => getCategoryDetail(app.db, request.params.slug),
  )
}
