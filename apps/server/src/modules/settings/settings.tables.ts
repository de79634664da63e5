import type { ClassifiedPublicationMode } from '@phiencho/contracts'
import { sql } from 'drizzle-orm'
import { integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { id, timestamps } from '../../db/columns.ts'

export interface ShippingFees {
  north: number
  central: number
  south: number
}

export const website_settings = pgTable(
  'website_settings',
  {
    id: id(),
    site_name: varchar({ length: 100 }).notNull(),
    site_description: text().notNull(),
    favicon: text(),
    logo: text(),
    contact_phone: varchar({ length: 20 }),
    contact_email: varchar({ length: 254 }),
    address: text(),
    working_hours: varchar({ length: 100 }),
    business_registration: text(),
    /** Mã số doanh nghiệp: 10 digits, or 13 for a branch. */
    business_registration_number: varchar({ length: 13 }),
    facebook_url: text(),
    zalo_url: text(),
    youtube_url: text(),
    /** NAPAS bank identification number, used to build the VietQR payload. */
    bank_bin: varchar({ length: 6 }),
    bank_name: varchar({ length: 100 }),
    bank_account_number: varchar({ length: 32 }),
    bank_account_name: varchar({ length: 100 }),
    free_shipping_threshold: integer().notNull().default(0),
    shipping_fees: jsonb()
      .$type<ShippingFees>()
      .notNull()
      .default({ north: 30_000, central: 35_000, south: 30_000 }),
    /** Express delivery by region; never free. */
    express_shipping_fees: jsonb()
      .$type<ShippingFees>()
      .notNull()
      .default({ north: 50_000, central: 60_000, south: 50_000 }),
    /** The payment methods checkout offers (bank transfer also needs the bank account, VNPay its keys). */
    payment_methods: varchar({ length: 20 })
      .array()
      .notNull()
      .default(sql`'{cod,bank_transfer,vnpay}'::varchar[]`),
    /** How a new ad goes up: at once, after review, or after review until one is approved. */
    classified_publication: varchar({ length: 20 })
      .$type<ClassifiedPublicationMode>()
      .notNull()
      .default('review_new_posters'),
    ...timestamps,
  },
  // A constant index key lets the table hold one row only.
  () => [uniqueIndex('website_settings_single_row').on(sql`(true)`)],
)
