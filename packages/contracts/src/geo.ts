import './locale.ts'

import { z } from 'zod'

import { geoMessages, regions } from './geo.constants.ts'

/** GSO codes of the two-level units in force since 1 July 2025: provinces `01`, wards `00004`. */
export const provinceCode = z
  .string({ error: geoMessages.province })
  .trim()
  .regex(/^\d{2}$/, { error: geoMessages.province })
export const wardCode = z
  .string({ error: geoMessages.ward })
  .trim()
  .regex(/^\d{5}$/, { error: geoMessages.ward })

export const province = z.object({
  code: z.string(),
  name: z.string(),
  /** 'Thành phố' or 'Tỉnh'. */
  type: z.string(),
  region: z.enum(regions),
})
export type Province = z.infer<typeof province>

export const ward = z.object({
  code: z.string(),
  name: z.string(),
  /** 'Phường', 'Xã' or 'Đặc khu'. */
  type: z.string(),
  province_code: z.string(),
})
export type Ward = z.infer<typeof ward>

/** `GET /provinces`: the 34 provinces in Vietnamese order of their names (without "Thành phố"). */
export const provinceList = z.object({ data: z.array(province) })
export type ProvinceList = z.infer<typeof provinceList>

/** `GET /provinces/{code}/wards`: every ward of one province, in Vietnamese order of their names. */
export const wardList = z.object({ data: z.array(ward) })
export type WardList = z.infer<typeof wardList>

export const provinceParams = z.object({ code: provinceCode })
