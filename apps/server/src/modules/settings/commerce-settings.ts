import { DEFAULT_SITE_NAME, type PaymentMethod, paymentMethods } from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { forgetSettingsRow, loadSettingsRow } from './settings-row.ts'
import type { ShippingFees } from './settings.tables.ts'

/** What checkout and payment read from the website settings (not public as a whole). */
export interface CommerceSettings {
  siteName: string
  /** Standard shipping is free from this order value; 0: never free. */
  freeShippingThreshold: number
  shippingFees: ShippingFees
  expressShippingFees: ShippingFees
  /** The methods the shop offers; bank transfer also needs the account below, VNPay its keys. */
  paymentMethods: readonly PaymentMethod[]
  /** Null until the shop enters a bank account: bank transfer is then not offered. */
  bank: {
    bin: string
    name: string | null
    accountNumber: string
    accountName: string | null
  } | null
}

const DEFAULTS: CommerceSettings = {
  siteName: DEFAULT_SITE_NAME,
  freeShippingThreshold: 0,
  shippingFees: { north: 30_000, central: 35_000, south: 30_000 },
  expressShippingFees: { north: 50_000, central: 60_000, south: 50_000 },
  paymentMethods,
  bank: null,
}

export async function getCommerceSettings(db: Db): Promise<CommerceSettings> {
  const row = await loadSettingsRow(db)
  return row
    ? {
        siteName: row.site_name,
        freeShippingThreshold: row.free_shipping_threshold,
        shippingFees: row.shipping_fees,
        expressShippingFees: row.express_shipping_fees,
        paymentMethods: paymentMethods.filter((method) => row.payment_methods.includes(method)),
        bank:
          row.bank_bin && row.bank_account_number
            ? {
                bin: row.bank_bin,
                name: row.bank_name,
                accountNumber: row.bank_account_number,
                accountName: row.bank_account_name,
              }
            : null,
      }
    : DEFAULTS
}

export function clearCommerceSettingsCache(db: Db) {
  forgetSettingsRow(db)
}
