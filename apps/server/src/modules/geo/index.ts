export { geoRoutes as default } from './geo.routes.ts'
export {
  listProvinces,
  provinceRegion,
  resolveAddressCodes,
  type ResolvedAddress,
  wardNames,
} from './geo.service.ts'
export { provinces, wards } from './geo.tables.ts'
