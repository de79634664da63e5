// Plain values of the catalogue consoles (categories, brands, stores), without zod.

export const categoryStatuses = ['active', 'hidden'] as const
export type CategoryStatus = (typeof categoryStatuses)[number]
export const categoryStatusLabels: Record<CategoryStatus, string> = {
  active: 'Đang hiển thị',
  hidden: 'Đã ẩn',
}

export const storeStatuses = ['pending', 'active', 'suspended'] as const
export type StoreStatus = (typeof storeStatuses)[number]
export const storeStatusLabels: Record<StoreStatus, string> = {
  pending: 'Chờ duyệt',
  active: 'Đang hoạt động',
  suspended: 'Tạm ngưng',
}

export const CATEGORY_NAME_MAX = 100
export const CATEGORY_SLUG_MAX = 120
export const BRAND_NAME_MAX = 100
export const BRAND_SLUG_MAX = 120
export const STORE_NAME_MAX = 150
export const STORE_SLUG_MAX = 170
export const CATALOGUE_DESCRIPTION_MAX = 5000
export const SEO_TITLE_MAX = 255
export const SEO_DESCRIPTION_MAX = 500
export const STORE_ADDRESS_MAX = 500
export const STORE_STATUS_REASON_MAX = 500
export const STORE_SEARCH_MAX = 100
export const ADMIN_STORES_PER_PAGE = 20
/** A reorder names every brand; a shop has tens or hundreds of them. */
export const BRANDS_ORDER_MAX = 2000

export const adminCatalogueMessages = {
  name: (max: number) => `Vui lòng nhập tên (tối đa ${max} ký tự).`,
  slug: (max: number) =>
    `Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang (tối đa ${max} ký tự).`,
  slugTaken: 'Đường dẫn này đã được dùng; hãy chọn đường dẫn khác.',
  description: `Mô tả tối đa ${CATALOGUE_DESCRIPTION_MAX.toLocaleString('vi-VN')} ký tự.`,
  seoTitle: `Tiêu đề SEO tối đa ${SEO_TITLE_MAX} ký tự.`,
  seoDescription: `Mô tả SEO tối đa ${SEO_DESCRIPTION_MAX} ký tự.`,
  image: 'Ảnh không hợp lệ: hãy tải ảnh lên lại.',
  categoryStatus: 'Trạng thái danh mục không hợp lệ.',
  parent: 'Danh mục cha không tồn tại.',
  position: 'Vị trí phải là số nguyên từ 0.',
  cycle: 'Không thể chuyển danh mục vào chính nó hoặc danh mục con của nó.',
  categoryHasProducts: (count: number) =>
    `Danh mục còn ${count.toLocaleString('vi-VN')} sản phẩm; hãy chuyển sản phẩm sang danh mục khác trước khi xóa.`,
  categoryHasChildren: (count: number) =>
    `Danh mục còn ${count.toLocaleString('vi-VN')} danh mục con; hãy chuyển hoặc xóa chúng trước khi xóa.`,
  categoryHasVouchers: (count: number) =>
    `Danh mục đang được ${count.toLocaleString('vi-VN')} mã giảm giá áp dụng; hãy bỏ danh mục khỏi các mã đó trước khi xóa.`,
  brandIds: 'Danh sách thương hiệu không hợp lệ.',
  brandsChanged: 'Danh sách thương hiệu vừa thay đổi; hãy tải lại trang rồi sắp xếp lại.',
  isFamous: 'Giá trị "thương hiệu nổi tiếng" không hợp lệ.',
  storeStatus: 'Trạng thái cửa hàng không hợp lệ.',
  storeStatusSame: 'Cửa hàng đã ở trạng thái này.',
  reason: `Lý do tối đa ${STORE_STATUS_REASON_MAX} ký tự.`,
  address: `Địa chỉ tối đa ${STORE_ADDRESS_MAX} ký tự.`,
  province: 'Vui lòng chọn tỉnh/thành phố trong danh sách.',
  phone: 'Số điện thoại không hợp lệ (ví dụ: 0912 345 678).',
  email: 'Email không hợp lệ.',
  isPartner: 'Giá trị "đối tác" không hợp lệ.',
  search: `Từ khóa tìm kiếm tối đa ${STORE_SEARCH_MAX} ký tự.`,
  page: 'Số trang không hợp lệ.',
} as const
