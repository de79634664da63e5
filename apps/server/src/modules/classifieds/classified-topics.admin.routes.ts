import {
  adminClassifiedTopic,
  adminClassifiedTopicCreateRequest,
  adminClassifiedTopicList,
  adminClassifiedTopicParams,
  adminClassifiedTopicsOrderRequest,
  adminClassifiedTopicUpdateRequest,
  adminPaths,
  errorResponse,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { multipartBodies } from '../../lib/multipart-bodies.ts'
import { auditContextOf } from '../audit/index.ts'
import {
  changeTopic,
  createTopic,
  listAdminTopics,
  reorderTopics,
} from './classified-topics.admin.service.ts'

const topicWrite = { auth: { permission: 'topic:write' } } as const

/** The classifieds topics editor: list, add, rename, describe, hide or show, reorder. */
export const classifiedTopicsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The PUT and PATCH have form twins (method spoofing) that may post multipart.
  await app.register(multipartBodies)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'private, no-store')
    done()
  })

  app.get(
    adminPaths.classifiedTopics,
    {
      config: topicWrite,
      schema: {
        summary: 'Mọi chủ đề rao vặt theo thứ tự, kể cả chủ đề ẩn, với số tin',
        response: { 200: adminClassifiedTopicList },
      },
    },
    () => listAdminTopics(app.db),
  )

  app.post(
    adminPaths.classifiedTopics,
    {
      config: topicWrite,
      schema: {
        summary: 'Thêm chủ đề (đường dẫn tạo từ tên, không trùng; xếp cuối)',
        body: adminClassifiedTopicCreateRequest,
        response: { 201: adminClassifiedTopic, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const topic = await app.db.transaction((tx) =>
        createTopic(tx, auditContextOf(request), request.body),
      )
      return reply.code(201).send(topic)
    },
  )

  app.put(
    adminPaths.classifiedTopicsOrder,
    {
      config: topicWrite,
      schema: {
        summary: 'Sắp xếp lại chủ đề (gửi đủ mọi chủ đề theo thứ tự mới)',
        body: adminClassifiedTopicsOrderRequest,
        response: { 200: adminClassifiedTopicList, 422: errorResponse },
      },
    },
    (request) =>
      app.db.transaction((tx) => reorderTopics(tx, auditContextOf(request), request.body.ids)),
  )

  app.patch(
    adminPaths.classifiedTopic,
    {
      config: topicWrite,
      schema: {
        summary: 'Đổi tên (giữ đường dẫn), mô tả, ẩn hoặc hiện chủ đề',
        params: adminClassifiedTopicParams,
        body: adminClassifiedTopicUpdateRequest,
        response: { 200: adminClassifiedTopic, 404: errorResponse, 422: errorResponse },
      },
    },
    (request) =>
      app.db.transaction((tx) =>
        changeTopic(tx, auditContextOf(request), request.params.id, request.body),
      ),
  )
}
