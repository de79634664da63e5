import {
  adminPaths,
  adminSettings,
  errorResponse,
  updateSettingsRequest,
} from '@phiencho/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { multipartBodies } from '../../lib/multipart-bodies.ts'
import { auditContextOf } from '../audit/index.ts'
import { pictureUploadRoute } from '../uploads/index.ts'
import { getAdminSettings, updateSettings } from './admin-settings.service.ts'

/** The caller's permissions: an admin route's check has read them with the token. */
const grantedOf = (request: FastifyRequest) => request.session!.grants!.permissions

/**
 * The website settings in the back office. Website and commerce fields need `settings:write`,
 * the bank account `settings:bank`; the routes are open to staff and each call checks the
 * permissions of the fields it reads or sends.
 */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartBodies)
  const answers = { 200: adminSettings, 403: errorResponse, 422: errorResponse }

  app.get(
    adminPaths.settings,
    {
      config: { auth: 'staff' },
      schema: {
        summary:
          'Cài đặt website mà người gọi được sửa (settings:write: website, bán hàng; settings:bank: tài khoản ngân hàng)',
        response: answers,
      },
    },
    async (request) => getAdminSettings(app.db, grantedOf(request)),
  )

  app.patch(
    adminPaths.settings,
    {
      config: { auth: 'staff' },
      schema: {
        summary:
          'Sửa bất kỳ trường cài đặt nào; một trường người gọi không có quyền sửa thì cả yêu cầu bị từ chối (403)',
        body: updateSettingsRequest,
        response: answers,
      },
    },
    async (request) => {
      const caller = { granted: grantedOf(request), audit: auditContextOf(request) }
      return app.db.transaction((tx) => updateSettings(tx, caller, request.body))
    },
  )

  await app.register(
    pictureUploadRoute({
      path: adminPaths.settingsImages,
      auth: { permission: 'settings:write' },
      summary: 'Tải ảnh logo hoặc favicon lên (JPEG, PNG, WebP ≤ 5 MB; lưu thành WebP)',
      description:
        'multipart/form-data, trường `file`; gửi `url` trả về vào `logo` hoặc `favicon`.',
    }),
  )
}
