export { settingsRoutes as default } from './settings.routes.ts'
export { settingsAdminRoutes } from './settings.admin.routes.ts'
export { getWebsiteSettings, clearWebsiteSettingsCache } from './settings.service.ts'
export {
  clearCommerceSettingsCache,
  type CommerceSettings,
  getCommerceSettings,
} from './commerce-settings.ts'
export { settingsRowCounts } from './settings-row.ts'
export { getClassifiedPublication } from './classified-publication.ts'
