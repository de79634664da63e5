// Plain values of the wishlist contracts, without zod (see README.md).

export const WISHLIST_MAX = 500

export const wishlistMessages = {
  productUnavailable: 'Sản phẩm không tồn tại hoặc đã ngừng bán.',
  full: `Danh sách yêu thích đã đủ ${WISHLIST_MAX} sản phẩm. Vui lòng bỏ bớt trước khi thêm.`,
} as const
