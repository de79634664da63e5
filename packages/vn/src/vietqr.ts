import { removeDiacritics } from './slug.ts'

// EMVCo merchant-presented QR as NAPAS 247 profiles it for account transfers (VietQR), the code
// every Vietnamese banking app scans.
const NAPAS_GUID = 'A000000727'
const SERVICE_TRANSFER_TO_ACCOUNT = 'QRIBFTTA'
const CURRENCY_VND = '704'
const MEMO_MAX_LENGTH = 25

export interface VietQrInput {
  /** Six-digit NAPAS bank identifier, e.g. `970416` for ACB. */
  bankBin: string
  accountNumber: string
  /** Whole đồng; absent or 0 lets the payer type the amount. */
  amount?: number | null
  memo?: string | null
}

/** One EMVCo TLV field: two-digit id, two-digit length, value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is longer than 99 characters`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** Banks accept ASCII letters, digits and spaces in a transfer memo, 25 of them at most. */
export function sanitiseVietQrMemo(memo: string): string {
  return removeDiacritics(memo)
    .replace(/[^A-Za-z0-9\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MEMO_MAX_LENGTH)
    .trim()
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) of the UTF-8 bytes, as four uppercase hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

export function buildVietQrPayload({ bankBin, accountNumber, amount, memo }: VietQrInput): string {
  if (!/^\d{6}$/.test(bankBin)) throw new RangeError(`Not a NAPAS bank BIN: ${bankBin}`)
  if (!/^[A-Za-z0-9]{1,19}$/.test(accountNumber)) {
    throw new RangeError(`Not a bank account number: ${accountNumber}`)
  }
  if (amount != null && (!Number.isSafeInteger(amount) || amount < 0)) {
    throw new RangeError(`Not a whole number of đồng: ${amount}`)
  }
  const hasAmount = amount != null && amount > 0
  const cleanMemo = memo ? sanitiseVietQrMemo(memo) : ''

  const beneficiary = field('00', bankBin) + field('01', accountNumber)
  const merchantAccount =
    field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', SERVICE_TRANSFER_TO_ACCOUNT)

  const payload = [
    field('00', '01'),
    // 12 = dynamic (amount fixed for this payment), 11 = static (payer enters it)
    field('01', hasAmount ? '12' : '11'),
    field('38', merchantAccount),
    field('53', CURRENCY_VND),
    hasAmount ? field('54', String(amount)) : '',
    field('58', 'VN'),
    cleanMemo ? field('62', field('08', cleanMemo)) : '',
    // the checksum covers its own id and length
    '6304',
  ].join('')
  return payload + crc16CcittFalse(payload)
}
