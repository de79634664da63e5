export interface AddressParts {
  street?: string | null
  wardName?: string | null
  provinceName?: string | null
}

/** `12 Lý Thường Kiệt, Phường Hoàn Kiếm, Thành phố Hà Nội`; empty parts are left out. */
export function formatAddress({ street, wardName, provinceName }: AddressParts): string {
  return [street, wardName, provinceName]
    .map((part) => (part ?? '').replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,]+$/g, ''))
    .filter((part) => part !== '')
    .join(', ')
}
