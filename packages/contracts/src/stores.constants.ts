// Plain values of the store contracts, without zod (see README.md).

export const storeMessages = {
  notFound: 'Không tìm thấy cửa hàng.',
  applicationReceived:
    'Cảm ơn bạn đã đăng ký làm đối tác bán hàng. Phiên Chợ sẽ liên hệ với bạn trong 1–3 ngày làm việc.',
  provinceUnknown: 'Tỉnh/thành phố không tồn tại.',
} as const

export const PARTNER_MESSAGE_MAX = 2_000
