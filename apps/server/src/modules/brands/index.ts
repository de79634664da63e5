export { brandsRoutes as default } from './brands.routes.ts'
export { searchBrands } from './brands.service.ts'
export { brandsAdminRoutes } from './brands.admin.routes.ts'
