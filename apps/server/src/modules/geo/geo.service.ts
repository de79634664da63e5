import { geoMessages, type Province, type Ward } from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { notFound, validationError } from '../../lib/errors.ts'
import { findAllWards, findProvinces } from './geo.repository.ts'

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

// 34 provinces and 3,321 wards that change only by law: the whole directory is read once per
// database handle and answered from memory (checkout, address book, ad form, ward pickers) until
// the database announces a change of them (`forgetDirectory`).
interface Directory {
  provinces: Province[]
  provinceByCode: Map<string, Province>
  wardByCode: Map<string, Ward>
  wardsOfProvince: Map<string, Ward[]>
}
const directoryCache = new WeakMap<Db, Promise<Directory>>()

async function readDirectory(db: Db): Promise<Directory> {
  const [provinces, wards] = await Promise.all([findProvinces(db), findAllWards(db)])
  const wardsOfProvince = new Map<string, Ward[]>()
  for (const ward of byName(wards)) {
    const list = wardsOfProvince.get(ward.province_code) ?? []
    list.push(ward)
    wardsOfProvince.set(ward.province_code, list)
  }
  return {
    provinces: byName(provinces),
    provinceByCode: new Map(provinces.map((province) => [province.code, province])),
    wardByCode: new Map(wards.map((ward) => [ward.code, ward])),
    wardsOfProvince,
  }
}

function directory(db: Db): Promise<Directory> {
  let cached = directoryCache.get(db)
  if (!cached) {
    const reading = readDirectory(db)
    // Not kept when it failed, or read an empty table (reference data not loaded yet).
    const drop = () => {
      if (directoryCache.get(db) === cached) directoryCache.delete(db)
    }
    cached = reading.then(
      (read) => {
        if (read.provinces.length === 0) drop()
        return read
      },
      (error: unknown) => {
        drop()
        throw error
      },
    )
    directoryCache.set(db, cached)
  }
  return cached
}

/** The provinces or wards changed (the database announces it): the next use reads them again. */
export function forgetDirectory(db: Db): void {
  directoryCache.delete(db)
}

export async function listProvinces(db: Db): Promise<Province[]> {
  return (await directory(db)).provinces
}

export async function listWards(db: Db, provinceCode: string): Promise<Ward[]> {
  const { provinceByCode, wardsOfProvince } = await directory(db)
  if (!provinceByCode.has(provinceCode)) throw notFound(geoMessages.provinceNotFound)
  return wardsOfProvince.get(provinceCode) ?? []
}

export interface ResolvedAddress {
  province: Province
  ward: Ward
}

/** The province and ward behind two codes; 422 naming the field that is wrong. */
export async function resolveAddressCodes(
  db: Db,
  provinceCode: string,
  wardCode: string,
): Promise<ResolvedAddress> {
  const { provinceByCode, wardByCode } = await directory(db)
  const province = provinceByCode.get(provinceCode)
  if (!province) throw validationError({ province_code: [geoMessages.province] })
  const ward = wardByCode.get(wardCode)
  if (ward?.province_code !== provinceCode) {
    throw validationError({ ward_code: [geoMessages.wardNotInProvince] })
  }
  return { province, ward }
}

export async function provinceRegion(db: Db, provinceCode: string) {
  return (await directory(db)).provinceByCode.get(provinceCode)?.region ?? null
}

/** `wardCode` → its name and its province's name. */
export async function wardNames(db: Db, wardCodes: string[]) {
  const { provinceByCode, wardByCode } = await directory(db)
  const names = new Map<
    string,
    { ward_code: string; ward_name: string; province_code: string; province_name: string }
  >()
  for (const code of wardCodes) {
    const ward = wardByCode.get(code)
    const province = ward && provinceByCode.get(ward.province_code)
    if (ward && province) {
      names.set(code, {
        ward_code: ward.code,
        ward_name: ward.name,
        province_code: province.code,
        province_name: province.name,
      })
    }
  }
  return names
}
