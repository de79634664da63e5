import {
  address,
  addressList,
  addressParams,
  apiPaths,
  errorResponse,
  saveAddressRequest,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { editAddress, listAddresses, removeAddress, saveAddress } from './addresses.service.ts'

const tags = ['addresses']
const security = [{ bearer: [] }]
const errors = { 401: errorResponse, 404: errorResponse, 419: errorResponse, 422: errorResponse }

/** The customer's address book; every route acts on the caller's own addresses only. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser)

  app.get(
    apiPaths.addresses,
    {
      schema: {
        tags,
        summary: 'Sổ địa chỉ của tôi (địa chỉ mặc định trước)',
        security,
        response: { 200: addressList, 401: errorResponse },
      },
    },
    async (request) => ({ data: await listAddresses(app.db, request.session!.userId) }),
  )

  app.post(
    apiPaths.addresses,
    {
      schema: {
        tags,
        summary: 'Lưu địa chỉ mới (lưu lại địa chỉ đã có không tạo bản sao)',
        security,
        body: saveAddressRequest,
        response: { 200: address, 201: address, ...errors },
      },
    },
    async (request, reply) => {
      const { address: saved, created } = await saveAddress(
        app.db,
        request.session!.userId,
        request.body,
      )
      return reply.code(created ? 201 : 200).send(saved)
    },
  )

  app.put(
    apiPaths.address,
    {
      schema: {
        tags,
        summary: 'Sửa địa chỉ',
        security,
        params: addressParams,
        body: saveAddressRequest,
        response: { 200: address, ...errors },
      },
    },
    async (request) =>
      editAddress(app.db, request.session!.userId, request.params.id, request.body),
  )

  app.delete(
    apiPaths.address,
    {
      schema: {
        tags,
        summary: 'Xóa địa chỉ',
        security,
        params: addressParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeAddress(app.db, request.session!.userId, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
