import { apiPaths, errorResponse, updateProfileRequest, user } from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { getUser, toUserResponse, updateProfile } from './users.service.ts'
import { multipartBodies } from '../../lib/multipart-bodies.ts'

const errors = { 401: errorResponse, 419: errorResponse, 422: errorResponse }

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartBodies)
  app.get(
    apiPaths.me,
    {
      config: { auth: 'customer' },
      schema: {
        tags: ['users'],
        summary: 'Người dùng hiện tại',
        response: { 200: user, 401: errorResponse },
      },
    },
    async (request) => toUserResponse(await getUser(app.db, request.session!.userId)),
  )

  const profileSchema = {
    tags: ['users'],
    summary: 'Cập nhật hồ sơ',
    body: updateProfileRequest,
    response: { 200: user, ...errors },
  }
  const updateHandler = async (request: {
    session: { userId: number } | null
    body: z.output<typeof updateProfileRequest>
  }) => toUserResponse(await updateProfile(app.db, request.session!.userId, request.body))
  app.put(
    apiPaths.updateProfile,
    { config: { auth: 'customer' }, schema: profileSchema },
    updateHandler,
  )
  app.patch(
    apiPaths.updateProfile,
    { config: { auth: 'customer' }, schema: profileSchema },
    updateHandler,
  )
}
