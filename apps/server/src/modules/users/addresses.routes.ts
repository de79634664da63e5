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
import { multipartBodies } from '../../lib/multipart-bodies.ts'

const tags = ['addresses']
const errors = { 401: errorResponse, 404: errorResponse, 419: errorResponse, 422: errorResponse }

/** The customer's address book; every route acts on the caller's own addresses only. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartBodies)
  app.get(
    apiPaths.addresses,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Sổ địa chỉ của tôi (địa chỉ mặc định trước)',
        response: { 200: addressList, 401: errorResponse },
      },
    },
    async (request) => ({ data: await listAddresses(app.db, request.session!.userId) }),
  )

  app.post(
    apiPaths.addresses,
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Lưu địa chỉ mới (lưu lại địa chỉ đã có không tạo bản sao)',
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
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Sửa địa chỉ',
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
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Xóa địa chỉ',
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
