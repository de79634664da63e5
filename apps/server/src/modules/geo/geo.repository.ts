import type { Db } from '../../db/client.ts'
import { provinces, wards } from './geo.tables.ts'

const provinceColumns = {
  code: provinces.code,
  name: provinces.name,
  type: provinces.type,
  region: provinces.region,
}
const wardColumns = {
  code: wards.code,
  name: wards.name,
  type: wards.type,
  province_code: wards.province_code,
}

export function findProvinces(db: Db) {
  return db.select(provinceColumns).from(provinces)
}

export function findAllWards(db: Db) {
  return db.select(wardColumns).from(wards)
}
