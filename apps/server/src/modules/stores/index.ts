export { storesRoutes as default } from './stores.routes.ts'
export { searchStores } from './stores.service.ts'
export { storeSitemap } from './stores.sitemap.ts'
export { storesAdminRoutes } from './stores.admin.routes.ts'
