// Plain values of the geo contracts, without zod (see README.md).

/** Shipping fees are set per region; each province belongs to one. */
export const regions = ['north', 'central', 'south'] as const
export type Region = (typeof regions)[number]

export const geoMessages = {
  province: 'Vui lòng chọn tỉnh/thành phố.',
  ward: 'Vui lòng chọn phường/xã.',
  provinceNotFound: 'Không tìm thấy tỉnh/thành phố.',
  wardNotInProvince: 'Phường/xã không thuộc tỉnh/thành phố đã chọn.',
} as const
