export interface AddressParts {
  street?: string | null
  wardName?: string | null
  provinceName?: string | null
}

/**
 * A part that tidying would leave as it is: no whitespace but single spaces, and no whitespace or
 * comma at either end. Nearly every stored part is one, and one test costs less than the two
 * replacements (an order export formats a million addresses).
 */
const TIDY_PART = /^[^\s,](?:\S| (?! ))*(?<![\s,])$/

function tidyPart(part: string | null | undefined): string {
  if (!part) return ''
  return TIDY_PART.test(part) ? part : part.replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,]+$/g, '')
}

const joinPart = (address: string, part: string) =>
  part === '' ? address : address === '' ? part : `${address}, ${part}`

/** `12 Lý Thường Kiệt, Phường Hoàn Kiếm, Thành phố Hà Nội`; empty parts are left out. */
export function formatAddress({ street, wardName, provinceName }: AddressParts): string {
  return joinPart(joinPart(tidyPart(street), tidyPart(wardName)), tidyPart(provinceName))
}
