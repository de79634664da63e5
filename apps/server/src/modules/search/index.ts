export { searchRoutes as default } from './search.routes.ts'
