import { geoMessages, type Province, type Ward } from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
import { notFound, validationError } from '../../lib/errors.ts'
import {
  findProvince,
  findProvinces,
  findProvinceWithWard,
  findWardNames,
  findWards,
} from './geo.repository.ts'

// Vietnamese alphabetical order (Đ after D), ignoring the unit type in front of the name, so
// that "Thành phố Hà Nội" sits with H and "Phường Ba Đình" with B.
const collator = new Intl.Collator('vi')
const sortKey = (name: string, type: string) =>
  name.startsWith(`${type} `) ? name.slice(type.length + 1) : name
function byName<T extends { name: string; type: string }>(rows: T[]): T[] {
  return rows
    .map((row) => ({ row, key: sortKey(row.name, row.type) }))
    .sort((a, b) => collator.compare(a.key, b.key))
    .map(({ row }) => row)
}

// 34 provinces that change only by law: read once per database handle.
const provinceCache = new WeakMap<Db, Promise<Province[]>>()

export function listProvinces(db: Db): Promise<Province[]> {
  let cached = provinceCache.get(db)
  if (!cached) {
    cached = findProvinces(db).then(
      (rows) => {
        // An empty table (reference data not loaded yet) is not worth remembering.
        if (rows.length === 0) provinceCache.delete(db)
        return byName(rows)
      },
      (error: unknown) => {
        provinceCache.delete(db)
        throw error
      },
    )
    provinceCache.set(db, cached)
  }
  return cached
}

export async function listWards(db: Db, provinceCode: string): Promise<Ward[]> {
  if (!(await findProvince(db, provinceCode))) throw notFound(geoMessages.provinceNotFound)
  return byName(await findWards(db, provinceCode))
}

export interface ResolvedAddress {
  province: Province
  ward: Ward
}

/** The province and ward behind two codes; 422 naming the field that is wrong. */
export async function resolveAddressCodes(
  db: Db | Tx,
  provinceCode: string,
  wardCode: string,
): Promise<ResolvedAddress> {
  const found = await findProvinceWithWard(db, provinceCode, wardCode)
  if (!found) throw validationError({ province_code: [geoMessages.province] })
  if (!found.ward) throw validationError({ ward_code: [geoMessages.wardNotInProvince] })
  return { province: found.province, ward: found.ward }
}

export async function provinceRegion(db: Db | Tx, provinceCode: string) {
  return (await findProvince(db, provinceCode))?.region ?? null
}

/** `wardCode` → its name and its province's name. */
export async function wardNames(db: Db | Tx, wardCodes: string[]) {
  const rows = await findWardNames(db, [...new Set(wardCodes)])
  return new Map(rows.map((row) => [row.ward_code, row]))
}
