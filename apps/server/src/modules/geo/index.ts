export { geoRoutes as default } from './geo.routes.ts'
