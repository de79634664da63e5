import {
  addCartItemRequest,
  apiPaths,
  applyVoucherRequest,
  cart,
  cartCount,
  cartItemParams,
  errorResponse,
  updateCartItemRequest,
} from '@phiencho/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cartContext } from './cart-session.ts'
import {
  addItem,
  applyVoucher,
  countCart,
  emptyCart,
  removeItem,
  removeVoucher,
  setItemQuantity,
  viewCart,
} from './cart.service.ts'
import { multipartBodies } from '../../lib/multipart-bodies.ts'

const tags = ['cart']
const errors = { 404: errorResponse, 419: errorResponse, 422: errorResponse }
const description =
  'Giỏ hàng của người đang xem: theo tài khoản khi đã đăng nhập, ngược lại theo cookie httpOnly `cart_token` (tạo ở lần thêm đầu tiên). Khi đăng nhập, giỏ của khách được gộp vào giỏ của tài khoản.'

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartBodies)
  const secure = app.config.appUrl.startsWith('https:')
  const context = (request: FastifyRequest, reply: FastifyReply) =>
    cartContext(app.db, request, reply, secure)
  const answer = async (ctx: Awaited<ReturnType<typeof context>>) =>
    viewCart(app.db, (await ctx.find()) ?? null, { userId: ctx.userId, phone: null })

  app.get(
    apiPaths.cart,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Xem giỏ hàng (giá, tồn kho và tổng tiền tính lại)',
        description,
        response: { 200: cart },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return answer(await context(request, reply))
    },
  )

  app.get(
    apiPaths.cartCount,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Số sản phẩm trong giỏ (huy hiệu ở đầu trang)',
        response: { 200: cartCount },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      const ctx = await context(request, reply)
      return { count: await countCart(app.db, await ctx.find()) }
    },
  )

  app.post(
    apiPaths.cartItems,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Thêm vào giỏ (cộng dồn số lượng nếu đã có)',
        description,
        body: addCartItemRequest,
        response: { 200: cart, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await context(request, reply)
      await addItem(app.db, await ctx.ensure(), request.body)
      return answer(ctx)
    },
  )

  const quantitySchema = {
    tags,
    summary: 'Đổi số lượng một dòng',
    params: cartItemParams,
    body: updateCartItemRequest,
    response: { 200: cart, ...errors },
  }
  const setQuantity = async (
    request: FastifyRequest<{ Params: { item_id: number }; Body: { quantity: number } }>,
    reply: FastifyReply,
  ) => {
    const ctx = await context(request, reply)
    await setItemQuantity(app.db, await ctx.find(), request.params.item_id, request.body.quantity)
    return answer(ctx)
  }
  app.patch(
    apiPaths.cartItem,
    { config: { auth: 'optional' }, schema: quantitySchema },
    setQuantity,
  )
  app.put(apiPaths.cartItem, { config: { auth: 'optional' }, schema: quantitySchema }, setQuantity)

  app.delete(
    apiPaths.cartItem,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Xóa một dòng khỏi giỏ',
        params: cartItemParams,
        response: { 200: cart, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await context(request, reply)
      await removeItem(app.db, await ctx.find(), request.params.item_id)
      return answer(ctx)
    },
  )

  app.delete(
    apiPaths.cart,
    {
      config: { auth: 'optional' },
      schema: { tags, summary: 'Xóa hết giỏ hàng', response: { 200: cart, ...errors } },
    },
    async (request, reply) => {
      const ctx = await context(request, reply)
      await emptyCart(app.db, await ctx.find())
      return answer(ctx)
    },
  )

  app.post(
    apiPaths.cartVoucher,
    {
      schema: {
        tags,
        summary: 'Áp dụng mã giảm giá',
        body: applyVoucherRequest,
        response: { 200: cart, ...errors },
      },
      config: { auth: 'optional', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const ctx = await context(request, reply)
      await applyVoucher(app.db, await ctx.find(), request.body.code, {
        userId: ctx.userId,
        phone: null,
      })
      return answer(ctx)
    },
  )

  app.delete(
    apiPaths.cartVoucher,
    {
      config: { auth: 'optional' },
      schema: { tags, summary: 'Bỏ mã giảm giá', response: { 200: cart, ...errors } },
    },
    async (request, reply) => {
      const ctx = await context(request, reply)
      await removeVoucher(app.db, await ctx.find())
      return answer(ctx)
    },
  )
}
