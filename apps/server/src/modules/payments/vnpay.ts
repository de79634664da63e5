import { paymentMessages } from '@phiencho/contracts'
import { removeDiacritics } from '@phiencho/vn'
import { HashAlgorithm, ignoreLogger, ProductCode, VNPay, VnpLocale } from 'vnpay'
import type { Config } from '../../config.ts'

// VNPay API 2.1.0 through the `vnpay` package (HMAC-SHA512 over the sorted, form-encoded
// parameters). Dates are ours: the package's default shifts the server's local clock by seven
// hours, which is right only on a server that runs in UTC.

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000

/** `yyyyMMddHHmmss` in Vietnam time (GMT+7), whatever the server's zone. */
export function vnpayDate(date: Date): number {
  return Number(
    new Date(date.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 19).replace(/[-T:]/g, ''),
  )
}

/** VNPay accepts letters, digits and spaces without diacritics in vnp_OrderInfo. */
export function vnpayOrderInfo(text: string): string {
  return removeDiacritics(text)
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 255)
}

export interface VnpayCallback {
  /** The signature matches our secret. */
  valid: boolean
  txnRef: string | null
  /** In đồng (VNPay sends ×100). */
  amount: number | null
  /** Response and transaction status both `00`. */
  success: boolean
  transactionNo: string | null
  /** VNPay's own wording of the response code, in Vietnamese. */
  message: string
  params: Record<string, string>
}

export interface VnpayGateway {
  paymentUrl(input: {
    orderCode: string
    amount: number
    ip: string
    createdAt: Date
    expiresAt: Date
  }): string
  verify(query: Record<string, unknown>): VnpayCallback
}

export function createVnpayGateway(
  config: Pick<
    Config,
    'vnpayTmnCode' | 'vnpayHashSecret' | 'vnpayUrl' | 'vnpayReturnUrl' | 'appUrl'
  >,
): VnpayGateway | null {
  if (!config.vnpayTmnCode || !config.vnpayHashSecret) return null
  const returnUrl = config.vnpayReturnUrl ?? `${config.appUrl}/thanh-toan`
  const url = new URL(config.vnpayUrl)
  const vnpay = new VNPay({
    tmnCode: config.vnpayTmnCode,
    secureSecret: config.vnpayHashSecret,
    vnpayHost: url.origin,
    paymentEndpoint: url.pathname.replace(/^\//, ''),
    hashAlgorithm: HashAlgorithm.SHA512,
    enableLog: false,
    loggerFn: ignoreLogger,
  })
  return {
    paymentUrl({ orderCode, amount, ip, createdAt, expiresAt }) {
      return vnpay.buildPaymentUrl({
        // The package multiplies by 100 as VNPay wants.
        vnp_Amount: amount,
        vnp_IpAddr: ip,
        vnp_TxnRef: orderCode,
        vnp_OrderInfo: vnpayOrderInfo(`Thanh toan don hang ${orderCode}`),
        vnp_OrderType: ProductCode.Other,
        vnp_ReturnUrl: returnUrl,
        vnp_Locale: VnpLocale.VN,
        vnp_CreateDate: vnpayDate(createdAt),
        vnp_ExpireDate: vnpayDate(expiresAt),
      })
    },
    verify(query) {
      const params: Record<string, string> = {}
      for (const [key, value] of Object.entries(query)) {
        if (key.startsWith('vnp_') && typeof value === 'string') params[key] = value
      }
      const fallback: VnpayCallback = {
        valid: false,
        txnRef: params.vnp_TxnRef ?? null,
        amount: null,
        success: false,
        transactionNo: null,
        message: paymentMessages.vnpayBadSignature,
        params,
      }
      if (!params.vnp_SecureHash || !/^\d+$/.test(params.vnp_Amount ?? '')) return fallback
      const result = vnpay.verifyIpnCall(params as never)
      if (!result.isVerified) return fallback
      return {
        valid: true,
        txnRef: params.vnp_TxnRef ?? null,
        amount: Number(params.vnp_Amount) / 100,
        success: params.vnp_ResponseCode === '00' && params.vnp_TransactionStatus === '00',
        transactionNo: params.vnp_TransactionNo ?? null,
        message: result.message,
        params,
      }
    },
  }
}
