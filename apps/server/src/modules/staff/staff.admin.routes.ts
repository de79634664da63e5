import {
  addStaffRequest,
  adminMe,
  adminPaths,
  adminRole,
  adminRoleList,
  createRoleRequest,
  errorResponse,
  roleParams,
  setStaffRolesRequest,
  staffList,
  staffListQuery,
  staffMember,
  staffParams,
  updateRoleRequest,
} from '@phiencho/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { multipartBodies } from '../../lib/multipart-bodies.ts'
import { auditContextOf } from '../audit/index.ts'
import { type Actor, createRole, deleteRole, listRoles, updateRole } from './roles.service.ts'
import {
  addStaff,
  disableStaff,
  enableStaff,
  getAdminMe,
  listStaff,
  setStaffRoles,
  signOutStaff,
} from './staff.service.ts'

const manage = { auth: { permission: 'staff:manage' } } as const
const writeErrors = {
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
}

/** The caller of an admin route: its check has read the session with the roles. */
export function actorOf(request: FastifyRequest): Actor {
  const session = request.session!
  return {
    userId: session.userId,
    isOwner: session.grants?.isOwner ?? false,
    audit: auditContextOf(request),
  }
}

/** Back-office people: who is signed in, roles, and staff. Each write is one transaction. */
export const staffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartBodies)
  app.get(
    adminPaths.me,
    {
      config: { auth: 'staff', twoFactorSetup: true },
      schema: {
        summary: 'Nhân viên đang đăng nhập: vai trò và quyền',
        response: { 200: adminMe },
      },
    },
    async (request) => {
      const { userId, grants } = request.session!
      return getAdminMe(app.db, userId, grants!)
    },
  )

  app.get(
    adminPaths.roles,
    {
      config: manage,
      schema: {
        summary: 'Vai trò, quyền của từng vai trò và số người giữ',
        response: { 200: adminRoleList },
      },
    },
    async () => ({ data: await listRoles(app.db) }),
  )

  app.post(
    adminPaths.roles,
    {
      config: manage,
      schema: {
        summary: 'Tạo vai trò (quyền staff:manage, settings:bank chỉ chủ cửa hàng được giao)',
        body: createRoleRequest,
        response: { 201: adminRole, ...writeErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request)
      const role = await app.db.transaction((tx) => createRole(tx, actor, request.body))
      return reply.code(201).send(role)
    },
  )

  app.patch(
    adminPaths.role,
    {
      config: manage,
      schema: {
        summary: 'Sửa tên, mô tả, quyền của vai trò (vai trò Chủ cửa hàng không bớt quyền được)',
        params: roleParams,
        body: updateRoleRequest,
        response: { 200: adminRole, ...writeErrors },
      },
    },
    async (request) => {
      const actor = actorOf(request)
      return app.db.transaction((tx) => updateRole(tx, actor, request.params.id, request.body))
    },
  )

  app.delete(
    adminPaths.role,
    {
      config: manage,
      schema: {
        summary: 'Xóa vai trò không ai giữ (409 nếu còn người giữ, hoặc là Chủ cửa hàng)',
        params: roleParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request)
      await app.db.transaction((tx) => deleteRole(tx, actor, request.params.id))
      return reply.code(204).send(null)
    },
  )

  app.get(
    adminPaths.staff,
    {
      config: manage,
      schema: {
        summary: 'Nhân viên (người giữ ít nhất một vai trò), tìm theo tên hoặc email',
        querystring: staffListQuery,
        response: { 200: staffList },
      },
    },
    async (request) => listStaff(app.db, request.query),
  )

  app.post(
    adminPaths.staff,
    {
      config: manage,
      schema: {
        summary: 'Cho một tài khoản đã có (theo email) làm nhân viên, với các vai trò',
        body: addStaffRequest,
        response: { 201: staffMember, ...writeErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request)
      const member = await app.db.transaction((tx) => addStaff(tx, actor, request.body))
      return reply.code(201).send(member)
    },
  )

  app.put(
    adminPaths.staffRoles,
    {
      config: manage,
      schema: {
        summary: 'Đặt các vai trò của một người (bớt vai trò thì các phiên đăng nhập kết thúc)',
        params: staffParams,
        body: setStaffRolesRequest,
        response: { 200: staffMember, ...writeErrors },
      },
    },
    async (request) => {
      const actor = actorOf(request)
      return app.db.transaction((tx) =>
        setStaffRoles(tx, actor, request.params.user_id, request.body.role_ids),
      )
    },
  )

  const staffActions = [
    [adminPaths.staffDisable, 'Khóa tài khoản nhân viên (kết thúc mọi phiên)', disableStaff],
    [adminPaths.staffEnable, 'Mở khóa tài khoản nhân viên', enableStaff],
    [adminPaths.staffSignOut, 'Đăng xuất mọi phiên của nhân viên', signOutStaff],
  ] as const
  for (const [path, summary, action] of staffActions) {
    app.post(
      path,
      {
        config: manage,
        schema: { summary, params: staffParams, response: { 200: staffMember, ...writeErrors } },
      },
      async (request) => {
        const actor = actorOf(request)
        return app.db.transaction((tx) => action(tx, actor, request.params.user_id))
      },
    )
  }
}
