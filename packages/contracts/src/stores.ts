import './locale.ts'

import { z } from 'zod'

import { phone } from './auth.ts'
import { paginationQuery, productFilterQuery, queryBoolean } from './catalog-query.ts'
import { paginated } from './pagination.ts'
import { PARTNER_MESSAGE_MAX } from './stores.constants.ts'

export { PARTNER_MESSAGE_MAX, storeMessages } from './stores.constants.ts'

const province = z.object({ code: z.string(), name: z.string() })

export const storeCard = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  description: z.string().nullable(),
  province: province.nullable(),
  is_partner: z.boolean(),
})
export type StoreCard = z.infer<typeof storeCard>

export const storeDetail = storeCard.extend({
  banner: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** When the shop joined Phiên Chợ. */
  created_at: z.string(),
})
export type StoreDetail = z.infer<typeof storeDetail>

/** `GET /stores?partner=true`: the seller partners page. */
export const storeListQuery = z.object({
  ...paginationQuery,
  partner: queryBoolean.optional(),
  /** Only shops with products on sale in this category or its subcategories (filter choices). */
  category: productFilterQuery.category,
})
export type StoreListQuery = z.output<typeof storeListQuery>

export const storeList = paginated(storeCard)
export type StoreList = z.infer<typeof storeList>

const requiredText = (label: string, min: number, max: number) =>
  z
    .string({ error: `Vui lòng nhập ${label}.` })
    .trim()
    .min(1, { error: `Vui lòng nhập ${label}.` })
    .min(min, { error: `${capitalise(label)} phải có ít nhất ${min} ký tự.` })
    .max(max, { error: `${capitalise(label)} không được dài quá ${max} ký tự.` })

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The "Đăng ký đối tác bán hàng" form. */
export const partnerApplicationRequest = z.object({
  shop_name: requiredText('tên cửa hàng', 2, 150),
  contact_name: requiredText('tên người liên hệ', 2, 100),
  phone,
  email: z
    .string({ error: 'Vui lòng nhập email.' })
    .trim()
    .min(1, { error: 'Vui lòng nhập email.' })
    .max(254, { error: 'Email quá dài.' })
    .pipe(z.email({ error: 'Email không hợp lệ.' }))
    .transform((value) => value.toLowerCase()),
  province_code: z
    .string({ error: 'Vui lòng chọn tỉnh/thành phố.' })
    .trim()
    .regex(/^\d{2}$/, { error: 'Vui lòng chọn tỉnh/thành phố.' }),
  message: z
    .string({ error: 'Lời nhắn không hợp lệ.' })
    .trim()
    .max(PARTNER_MESSAGE_MAX, {
      error: `Lời nhắn không được dài quá ${PARTNER_MESSAGE_MAX.toLocaleString('vi-VN')} ký tự.`,
    })
    .optional(),
})
export type PartnerApplicationRequest = z.input<typeof partnerApplicationRequest>
/** The application as the server reads it: trimmed, the email lower-cased. */
export type PartnerApplicationInput = z.output<typeof partnerApplicationRequest>

export const partnerApplicationResponse = z.object({
  id: z.number().int(),
  status: z.literal('pending'),
  message: z.string(),
})
export type PartnerApplicationResponse = z.infer<typeof partnerApplicationResponse>
