export { settingsRoutes as default } from './settings.routes.ts'
export { getWebsiteSettings, clearWebsiteSettingsCache } from './settings.service.ts'
