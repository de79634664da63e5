import { ADMIN_WEB_PATH } from '@phiencho/contracts'

/** The back office's stock pages. */
export const stockLedgerPath = `${ADMIN_WEB_PATH}/kho`
export const lowStockPath = `${ADMIN_WEB_PATH}/kho/sap-het`

/** What can be adjusted: a product without variants, or one variant of a product. */
export interface StockTarget {
  product_id: number
  product_name: string
  variant_id: number | null
  variant_name: string | null
  sku: string
  stock: number
}

export const targetName = (target: Pick<StockTarget, 'product_name' | 'variant_name'>) =>
  target.variant_name ? `${target.product_name} (${target.variant_name})` : target.product_name

const units = new Intl.NumberFormat('vi-VN')

/** A count of units, `1.250`. */
export const formatUnits = (value: number) => units.format(value)

/** A signed change, `+5` or `−2` (a true minus sign), `0` for none. */
export const formatChange = (value: number) =>
  value > 0 ? `+${units.format(value)}` : value < 0 ? `−${units.format(-value)}` : '0'

/** The ledger filtered to one product (and variant). */
export const productLedgerHref = (productId: number, variantId?: number | null) =>
  `${stockLedgerPath}?product_id=${productId}${variantId ? `&variant_id=${variantId}` : ''}`
