// The settings' fields as the back office names them (the form's labels and the audit log's).

export const settingsFieldLabels: Record<string, string> = {
  site_name: 'Tên website',
  site_description: 'Mô tả website',
  logo: 'Logo',
  favicon: 'Favicon',
  contact_phone: 'Số điện thoại liên hệ',
  contact_email: 'Email liên hệ',
  address: 'Địa chỉ',
  facebook_url: 'Trang Facebook',
  zalo_url: 'Zalo',
  youtube_url: 'Kênh YouTube',
  business_registration_number: 'Mã số doanh nghiệp',
  classified_publication: 'Đăng tin rao vặt',
  free_shipping_threshold: 'Ngưỡng miễn phí vận chuyển',
  shipping_fees: 'Phí giao hàng tiêu chuẩn',
  express_shipping_fees: 'Phí giao hàng nhanh',
  payment_methods: 'Phương thức thanh toán',
  bank_bin: 'Ngân hàng',
  bank_name: 'Tên ngân hàng',
  bank_account_number: 'Số tài khoản',
  bank_account_name: 'Chủ tài khoản',
}

export const regions = [
  { key: 'north', label: 'Miền Bắc' },
  { key: 'central', label: 'Miền Trung' },
  { key: 'south', label: 'Miền Nam' },
] as const
