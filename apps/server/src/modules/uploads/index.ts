export { uploadsRoutes as default } from './uploads.routes.ts'
