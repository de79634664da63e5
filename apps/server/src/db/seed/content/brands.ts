export interface BrandSpec {
  slug: string
  name: string
  description: string
  is_famous: boolean
}

export const brandSpecs: BrandSpec[] = [
  {
    slug: 'samsung',
    name: 'Samsung',
    description:
      'Tập đoàn điện tử Hàn Quốc với điện thoại Galaxy, máy tính bảng, màn hình và thiết bị gia dụng.',
    is_famous: true,
  },
  {
    slug: 'apple',
    name: 'Apple',
    description:
      'iPhone, iPad, MacBook và AirPods chính hãng, bảo hành theo tiêu chuẩn Apple tại Việt Nam.',
    is_famous: true,
  },
  {
    slug: 'xiaomi',
    name: 'Xiaomi',
    description: 'Điện thoại, thiết bị nhà thông minh và đồ gia dụng có giá dễ tiếp cận.',
    is_famous: false,
  },
  {
    slug: 'sony',
    name: 'Sony',
    description: 'Thương hiệu Nhật Bản nổi tiếng với tai nghe chống ồn và thiết bị âm thanh.',
    is_famous: true,
  },
  {
    slug: 'bitis',
    name: "Biti's",
    description: 'Thương hiệu giày dép Việt Nam từ năm 1982, nổi bật với dòng Biti’s Hunter.',
    is_famous: true,
  },
  {
    slug: 'coolmate',
    name: 'Coolmate',
    description: 'Thương hiệu thời trang nam Việt Nam, chuyên đồ cơ bản chất liệu thoáng mát.',
    is_famous: false,
  },
  {
    slug: 'canifa',
    name: 'Canifa',
    description: 'Thời trang gia đình Việt Nam với các sản phẩm từ cotton và len tự nhiên.',
    is_famous: false,
  },
  {
    slug: 'sunhouse',
    name: 'Sunhouse',
    description: 'Đồ gia dụng Việt Nam: nồi cơm điện, quạt, bộ nồi inox và chảo chống dính.',
    is_famous: true,
  },
  {
    slug: 'trung-nguyen',
    name: 'Trung Nguyên',
    description: 'Cà phê Việt Nam từ Buôn Ma Thuột, với các dòng Sáng tạo, Legend và G7.',
    is_famous: true,
  },
  {
    slug: 'rang-dong',
    name: 'Rạng Đông',
    description: 'Nhà sản xuất bóng đèn và thiết bị chiếu sáng hàng đầu Việt Nam.',
    is_famous: false,
  },
]
