export interface StoreSpec {
  slug: string
  name: string
  description: string
  address: string
  province_code: string
  phone: string
  email: string
  is_partner: boolean
  /** Leaf category slugs this shop sells in. */
  sells: string[]
}

export const storeSpecs: StoreSpec[] = [
  {
    slug: 'the-gioi-so-ha-noi',
    name: 'Thế Giới Số Hà Nội',
    description: 'Điện thoại, máy tính bảng và phụ kiện chính hãng, trả góp 0% qua thẻ tín dụng.',
    address: '125 Thái Hà, Phường Đống Đa, Thành phố Hà Nội',
    province_code: '01',
    phone: '0243 856 7890',
    email: 'lienhe@thegioisohanoi.vn',
    is_partner: true,
    sells: ['dien-thoai-thong-minh', 'may-tinh-bang', 'tai-nghe-phu-kien', 'laptop'],
  },
  {
    slug: 'di-dong-sai-gon',
    name: 'Di Động Sài Gòn',
    description:
      'Hệ thống bán lẻ điện thoại và laptop tại TP. Hồ Chí Minh, giao nhanh trong 2 giờ.',
    address: '268 Nguyễn Thị Minh Khai, Phường Bàn Cờ, Thành phố Hồ Chí Minh',
    province_code: '79',
    phone: '0283 930 1122',
    email: 'cskh@didongsaigon.vn',
    is_partner: true,
    sells: ['dien-thoai-thong-minh', 'laptop', 'man-hinh', 'ban-phim-chuot', 'tai-nghe-phu-kien'],
  },
  {
    slug: 'thoi-trang-moc-an',
    name: 'Thời Trang Mộc An',
    description:
      'Quần áo nam nữ may tại Việt Nam, chất liệu tự nhiên, đổi size miễn phí trong 15 ngày.',
    address: '46 Hàng Bông, Phường Hoàn Kiếm, Thành phố Hà Nội',
    province_code: '01',
    phone: '0912 468 135',
    email: 'mocan.fashion@gmail.com',
    is_partner: true,
    sells: ['ao-thun-nam', 'ao-so-mi-nam', 'quan-jean-nam', 'vay-dam', 'ao-kieu-nu', 'tui-xach-nu'],
  },
  {
    slug: 'giay-dep-viet-hung',
    name: 'Giày Dép Việt Hưng',
    description: 'Đại lý giày dép Biti’s và các xưởng giày Việt Nam, bảo hành keo chỉ 6 tháng.',
    address: '152 Lê Văn Sỹ, Phường Phú Nhuận, Thành phố Hồ Chí Minh',
    province_code: '79',
    phone: '0938 225 417',
    email: 'giaydepviethung@gmail.com',
    is_partner: false,
    sells: ['giay-the-thao', 'dep-sandal', 'tui-xach-nu'],
  },
  {
    slug: 'gia-dung-an-phat',
    name: 'Gia Dụng An Phát',
    description: 'Đồ gia dụng, thiết bị nhà bếp và điện gia dụng cho mọi gia đình miền Trung.',
    address: '87 Hùng Vương, Phường Hải Châu, Thành phố Đà Nẵng',
    province_code: '48',
    phone: '0905 318 642',
    email: 'giadunganphat@gmail.com',
    is_partner: true,
    sells: ['do-dung-nha-bep', 'noi-com-dien', 'quat-dien', 'den-chieu-sang', 'chan-ga-goi'],
  },
  {
    slug: 'dac-san-ba-mien',
    name: 'Đặc Sản Ba Miền',
    description:
      'Đặc sản chọn lọc từ khắp các vùng miền, đóng gói hút chân không, có hộp quà biếu.',
    address: '21 Lê Lợi, Phường Thuận Hóa, Thành phố Huế',
    province_code: '46',
    phone: '0914 752 268',
    email: 'dacsanbamien.hue@gmail.com',
    is_partner: false,
    sells: ['dac-san-vung-mien', 'tra', 'ca-phe'],
  },
  {
    slug: 'ca-phe-cao-nguyen',
    name: 'Cà Phê Cao Nguyên',
    description: 'Cà phê rang xay và trà từ Buôn Ma Thuột, Đà Lạt; rang mới mỗi tuần.',
    address: '38 Phan Bội Châu, Phường Buôn Ma Thuột, Tỉnh Đắk Lắk',
    province_code: '66',
    phone: '0262 385 4411',
    email: 'hello@caphecaonguyen.vn',
    is_partner: true,
    sells: ['ca-phe', 'tra'],
  },
  {
    slug: 'my-pham-lanh',
    name: 'Mỹ Phẩm Thiên Nhiên Lành',
    description: 'Mỹ phẩm thuần chay từ nguyên liệu Việt Nam: bí đao, nghệ Hưng Yên, bưởi.',
    address: '92 Đường 30 Tháng 4, Phường Ninh Kiều, Thành phố Cần Thơ',
    province_code: '92',
    phone: '0939 861 504',
    email: 'lanh.cosmetics@gmail.com',
    is_partner: false,
    sells: ['cham-soc-da'],
  },
]
