import { apiPaths, buildInfo, websiteSettings } from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { forgetSettingsRow } from './settings-row.ts'
import { getWebsiteSettings } from './settings.service.ts'

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.changes.on('settings', () => forgetSettingsRow(app.db))
  app.get(
    apiPaths.websiteSettings,
    {
      config: { auth: 'anonymous', cachedAnswer: 'settings' },
      schema: {
        tags: ['settings'],
        summary: 'Cấu hình website',
        response: { 200: websiteSettings },
      },
    },
    async () => getWebsiteSettings(app.db),
  )
  app.get(
    apiPaths.build,
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['settings'],
        summary: 'Mã bản build web đang chạy',
        response: { 200: buildInfo },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { build_id: app.buildId }
    },
  )
}
