export { productSheetsAdminRoutes } from './product-sheets.admin.routes.ts'
