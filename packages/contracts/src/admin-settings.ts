import './locale.ts'

import { isVietnameseContactPhone, removeDiacritics } from '@phiencho/vn'
import { z } from 'zod'

import {
  adminClassifiedsMessages,
  classifiedPublicationModes,
} from './admin-classifieds.constants.ts'
import { NAPAS_BINS } from './banks.constants.ts'
import { paymentMethods } from './payments.constants.ts'
import {
  ADDRESS_MAX,
  FREE_SHIPPING_THRESHOLD_MAX,
  SHIPPING_FEE_MAX,
  SITE_DESCRIPTION_MAX,
  SITE_NAME_MAX,
  settingsMessages as m,
} from './admin-settings.constants.ts'

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, { error: message })

/** Empty text clears an optional field. */
const clearable = <T extends z.ZodType<string | null>>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema)

const httpUrl = clearable(
  z
    .string({ error: m.url })
    .trim()
    .max(500, { error: m.url })
    .pipe(z.url({ protocol: /^https?$/, error: m.url }))
    .nullable(),
)

/** A picture uploaded through `POST /admin/settings/images` (its path or its `/media/` URL). */
const storedImage = clearable(
  z
    .string({ error: m.image })
    .trim()
    .max(500, { error: m.image })
    .transform((value) => value.replace(/^\/media\//, ''))
    .refine((path) => /^uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/.test(path), {
      error: m.image,
    })
    .nullable(),
)

const fee = z
  .number({ error: m.fee })
  .int({ error: m.fee })
  .min(0, { error: m.fee })
  .max(SHIPPING_FEE_MAX, { error: m.fee })
const regionFees = z.object({ north: fee, central: fee, south: fee }, { error: m.fee })

/**
 * The account holder as Vietnamese banks print it: capitals without diacritics
 * (`Công ty Phiên Chợ` → `CONG TY PHIEN CHO`); the form may send it as typed.
 */
export const bankAccountName = z
  .string({ error: m.bankAccountName })
  .transform((value) => removeDiacritics(value).toUpperCase().replace(/\s+/g, ' ').trim())
  .refine((value) => /^[A-Z0-9 .,&'()-]{2,100}$/.test(value), { error: m.bankAccountName })

/** Digits only; spaces and dots as people group them are dropped. */
export const bankAccountNumber = z
  .string({ error: m.bankAccountNumber })
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .refine((value) => /^\d{6,19}$/.test(value), { error: m.bankAccountNumber })

export const bankBin = z.enum(NAPAS_BINS, { error: m.bankBin })

/**
 * `PATCH /admin/settings`: any subset of the fields; only those sent change. The website and
 * commerce fields need `settings:write`, the bank fields `settings:bank`.
 */
export const updateSettingsRequest = z
  .object({
    site_name: text(SITE_NAME_MAX, m.siteName).min(1, { error: m.siteName }),
    site_description: text(SITE_DESCRIPTION_MAX, m.siteDescription),
    favicon: storedImage,
    logo: storedImage,
    contact_phone: clearable(
      z
        .string({ error: m.contactPhone })
        .trim()
        .max(20, { error: m.contactPhone })
        .refine(isVietnameseContactPhone, { error: m.contactPhone })
        .nullable(),
    ),
    contact_email: clearable(
      z
        .string({ error: m.contactEmail })
        .trim()
        .max(254, { error: m.contactEmail })
        .pipe(z.email({ error: m.contactEmail }))
        .nullable(),
    ),
    address: clearable(text(ADDRESS_MAX, m.address).nullable()),
    facebook_url: httpUrl,
    zalo_url: httpUrl,
    youtube_url: httpUrl,
    /** Mã số doanh nghiệp: 10 digits, or 13 for a branch (`0109876543-001`). */
    business_registration_number: clearable(
      z
        .string({ error: m.businessRegistration })
        .transform((value) => value.replace(/[\s.-]/g, ''))
        .refine((value) => /^\d{10}(?:\d{3})?$/.test(value), { error: m.businessRegistration })
        .nullable(),
    ),
    /** How new ads go up (`classifiedPublicationModes`). */
    classified_publication: z.enum(classifiedPublicationModes, {
      error: adminClassifiedsMessages.publication,
    }),
    free_shipping_threshold: z
      .number({ error: m.freeShippingThreshold })
      .int({ error: m.freeShippingThreshold })
      .min(0, { error: m.freeShippingThreshold })
      .max(FREE_SHIPPING_THRESHOLD_MAX, { error: m.freeShippingThreshold }),
    shipping_fees: regionFees,
    express_shipping_fees: regionFees,
    payment_methods: z
      .array(z.enum(paymentMethods, { error: m.paymentMethods }), { error: m.paymentMethods })
      .min(1, { error: m.paymentMethods })
      .max(paymentMethods.length * 2, { error: m.paymentMethods })
      .transform((list) => paymentMethods.filter((method) => list.includes(method))),
    bank_bin: bankBin,
    bank_account_number: bankAccountNumber,
    bank_account_name: bankAccountName,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: m.empty })
export type UpdateSettingsRequest = z.output<typeof updateSettingsRequest>

const regionFeesAnswer = z.object({
  north: z.number().int(),
  central: z.number().int(),
  south: z.number().int(),
})

/**
 * `GET`/`PATCH /admin/settings`: the groups the caller may edit; a group they may not is null
 * (website and commerce need `settings:write`, bank `settings:bank`).
 */
export const adminSettings = z.object({
  website: z
    .object({
      site_name: z.string(),
      site_description: z.string(),
      /** The stored path of the uploaded picture; `favicon_url` is where it is served. */
      favicon: z.string().nullable(),
      favicon_url: z.string().nullable(),
      logo: z.string().nullable(),
      logo_url: z.string().nullable(),
      contact_phone: z.string().nullable(),
      contact_email: z.string().nullable(),
      address: z.string().nullable(),
      facebook_url: z.string().nullable(),
      zalo_url: z.string().nullable(),
      youtube_url: z.string().nullable(),
      business_registration_number: z.string().nullable(),
      classified_publication: z.enum(classifiedPublicationModes),
    })
    .nullable(),
  commerce: z
    .object({
      free_shipping_threshold: z.number().int(),
      shipping_fees: regionFeesAnswer,
      express_shipping_fees: regionFeesAnswer,
      payment_methods: z.array(z.enum(paymentMethods)),
    })
    .nullable(),
  bank: z
    .object({
      bank_bin: z.string().nullable(),
      bank_name: z.string().nullable(),
      bank_account_number: z.string().nullable(),
      bank_account_name: z.string().nullable(),
    })
    .nullable(),
  updated_at: z.string().nullable(),
})
export type AdminSettings = z.infer<typeof adminSettings>

/** `GET /admin/settings/bank-qr-preview`: the QR a shopper would scan, for a sample transfer. */
export const bankQrPreviewQuery = z.object({
  bin: bankBin,
  account_number: bankAccountNumber,
  account_name: bankAccountName.optional(),
})
export type BankQrPreviewQuery = z.output<typeof bankQrPreviewQuery>

export const bankQrPreview = z.object({
  bank: z.object({
    bin: z.string(),
    name: z.string(),
    account_number: z.string(),
    account_name: z.string().nullable(),
  }),
  amount: z.number().int(),
  memo: z.string(),
  /** EMVCo VietQR payload. */
  qr_payload: z.string(),
  /** `data:image/svg+xml;base64,…` */
  qr_image: z.string(),
})
export type BankQrPreview = z.infer<typeof bankQrPreview>
