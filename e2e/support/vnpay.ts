import { createHmac } from 'node:crypto'

/** The terminal the e2e server is configured with (app-server.ts); the tests sign as VNPay would. */
export const E2E_VNPAY = {
  tmnCode: 'PHIENCHOE2E',
  secret: 'e2e-only-vnpay-hash-secret-0123456789',
} as const

/** VNPay's HMAC-SHA512 over the parameters sorted by name, form-encoded. */
export function vnpaySignature(params: Record<string, string>, secret: string = E2E_VNPAY.secret) {
  const data = new URLSearchParams(
    Object.keys(params)
      .filter((key) => key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType')
      .sort()
      .map((key): [string, string] => [key, params[key]!]),
  ).toString()
  return createHmac('sha512', secret).update(data).digest('hex')
}

/** What VNPay sends back (to the return page and the IPN) after a payment, signed. */
export function signedVnpayResult(
  code: string,
  amountTimes100: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  const params: Record<string, string> = {
    vnp_Amount: amountTimes100,
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14422574',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: `Thanh toan don hang ${code}`,
    vnp_PayDate: '20261122091806',
    vnp_ResponseCode: '00',
    vnp_TmnCode: E2E_VNPAY.tmnCode,
    vnp_TransactionNo: String(14_000_000 + Math.floor(Math.random() * 999_999)),
    vnp_TransactionStatus: '00',
    vnp_TxnRef: code,
    ...overrides,
  }
  return { ...params, vnp_SecureHash: vnpaySignature(params) }
}
