import { and, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
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

export async function findProvince(db: Db | Tx, code: string) {
  const [row] = await db.select(provinceColumns).from(provinces).where(eq(provinces.code, code))
  return row
}

export function findWards(db: Db, provinceCode: string) {
  return db.select(wardColumns).from(wards).where(eq(wards.province_code, provinceCode))
}

/** A province and, when it belongs there, one of its wards, in one round trip (checkout). */
export async function findProvinceWithWard(db: Db | Tx, provinceCode: string, wardCode: string) {
  const [row] = await db
    .select({ province: provinceColumns, ward: wardColumns })
    .from(provinces)
    .leftJoin(wards, and(eq(wards.province_code, provinces.code), eq(wards.code, wardCode)))
    .where(eq(provinces.code, provinceCode))
  return row
}

/** Ward and province names for a set of ward codes (address book, order snapshots). */
export function findWardNames(db: Db | Tx, wardCodes: string[]) {
  if (wardCodes.length === 0) return Promise.resolve([])
  return db
    .select({
      ward_code: wards.code,
      ward_name: wards.name,
      province_code: provinces.code,
      province_name: provinces.name,
    })
    .from(wards)
    .innerJoin(provinces, eq(provinces.code, wards.province_code))
    .where(inArray(wards.code, wardCodes))
}
