import type { website_settings } from '../../schema.ts'

export const websiteSettings: typeof website_settings.$inferInsert = {
  site_name: 'Phiên Chợ',
  site_description:
    'Phiên Chợ – chợ trực tuyến của người Việt: mua sắm hàng chính hãng giá tốt, đọc tin tức tiêu dùng và đăng tin rao vặt miễn phí trên toàn quốc.',
  favicon: null,
  logo: null,
  contact_phone: '1900 6868',
  contact_email: 'hotro@phiencho.vn',
  address: 'Tầng 8, 34 Trần Duy Hưng, Phường Yên Hòa, Thành phố Hà Nội',
  working_hours: '8:00 – 21:00, tất cả các ngày trong tuần',
  business_registration:
    'Công ty TNHH Phiên Chợ Việt Nam. Giấy chứng nhận ĐKDN số 0109876543 do Sở Tài chính Thành phố Hà Nội cấp.',
  business_registration_number: '0109876543',
  facebook_url: 'https://www.facebook.com/phiencho.vn',
  zalo_url: 'https://zalo.me/19006868',
  youtube_url: 'https://www.youtube.com/@phiencho',
  bank_bin: '970416',
  bank_name: 'ACB – Ngân hàng TMCP Á Châu',
  bank_account_number: '20268686',
  bank_account_name: 'CONG TY TNHH PHIEN CHO VIET NAM',
  free_shipping_threshold: 500_000,
  shipping_fees: { north: 30_000, central: 35_000, south: 30_000 },
}
