import { buildVietQrPayload } from '@phiencho/vn'
import QRCode from 'qrcode'

export interface BankAccount {
  bin: string
  accountNumber: string
}

/** The VietQR payload for a transfer of `amount` with the order code as memo, and its image. */
export async function vietQr(bank: BankAccount, amount: number, memo: string) {
  const payload = buildVietQrPayload({
    bankBin: bank.bin,
    accountNumber: bank.accountNumber,
    amount,
    memo,
  })
  // SVG: a few kB, sharp at any size, no image library needed in the browser.
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { payload, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}
