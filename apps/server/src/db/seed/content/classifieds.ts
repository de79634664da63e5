export interface TopicSpec {
  slug: string
  name: string
  description: string
  icon: string
  /** Picture families: demo/classifieds/<kind> or, with `products/`, a product family. */
  images: string[]
}

export interface AdSpec {
  topic: string
  title: string
  /** Null: "Thỏa thuận". */
  price: number | null
  details: string[]
  /** Picture families for this ad, where the topic's would show another kind of thing. */
  images?: string[]
}

export const topicSpecs: TopicSpec[] = [
  {
    slug: 'bat-dong-san',
    name: 'Bất động sản',
    description: 'Mua bán, cho thuê nhà đất, căn hộ, phòng trọ, mặt bằng.',
    icon: 'home',
    images: ['classifieds/nha-dat'],
  },
  {
    slug: 'xe-co',
    name: 'Xe cộ',
    description: 'Xe máy, ô tô, xe đạp, xe điện đã qua sử dụng.',
    icon: 'bike',
    images: ['classifieds/xe-may'],
  },
  {
    slug: 'viec-lam',
    name: 'Việc làm',
    description: 'Tuyển dụng, tìm việc bán thời gian và toàn thời gian.',
    icon: 'briefcase',
    images: ['classifieds/viec-lam'],
  },
  {
    slug: 'do-dien-tu',
    name: 'Đồ điện tử',
    description: 'Điện thoại, laptop, máy ảnh, tivi, loa đài cũ và mới.',
    icon: 'smartphone',
    images: ['products/dien-thoai', 'products/laptop', 'products/man-hinh', 'products/tai-nghe'],
  },
  {
    slug: 'do-gia-dung-noi-that',
    name: 'Đồ gia dụng & Nội thất',
    description: 'Tủ lạnh, máy giặt, bàn ghế, giường tủ, đồ dùng gia đình.',
    icon: 'sofa',
    images: ['classifieds/noi-that', 'products/noi-com-dien', 'products/quat-dien'],
  },
  {
    slug: 'thu-cung',
    name: 'Thú cưng',
    description: 'Chó, mèo, cá cảnh, chim cảnh và phụ kiện thú cưng.',
    icon: 'paw',
    images: ['classifieds/thu-cung'],
  },
]

export const classifiedKinds = [
  'nha-dat',
  'xe-may',
  'xe-dap',
  'o-to',
  'viec-lam',
  'noi-that',
  'ban-ghe',
  'giuong',
  'tu-lanh',
  'may-giat',
  'dieu-hoa',
  'may-anh',
  'loa',
  'dong-ho',
  'may-choi-game',
  'thu-cung',
]

export const adSpecs: AdSpec[] = [
  {
    topic: 'bat-dong-san',
    title: 'Cho thuê phòng trọ 25m² có gác lửng, gần Đại học Bách khoa',
    price: 3_500_000,
    details: [
      'Phòng mới sơn, có cửa sổ thoáng',
      'Khép kín, nóng lạnh, điều hòa',
      'Giờ giấc tự do, không chung chủ',
      'Điện 3.800đ/số, nước 100.000đ/người',
    ],
  },
  {
    topic: 'bat-dong-san',
    title: 'Bán nhà 3 tầng hẻm xe hơi, sổ hồng riêng, 52m²',
    price: 6_800_000_000,
    details: [
      'Ngang 4 m, dài 13 m, 3 phòng ngủ',
      'Hẻm 6 m thông, xe hơi đỗ cửa',
      'Sổ hồng chính chủ, công chứng ngay',
    ],
  },
  {
    topic: 'bat-dong-san',
    title: 'Sang nhượng mặt bằng quán cà phê 80m² mặt tiền đường lớn',
    price: null,
    details: [
      'Đang kinh doanh ổn định, khách quen đông',
      'Để lại toàn bộ bàn ghế, máy pha',
      'Hợp đồng thuê còn 4 năm',
    ],
  },
  {
    topic: 'bat-dong-san',
    title: 'Cho thuê căn hộ 2 phòng ngủ đầy đủ nội thất, view hồ',
    price: 12_000_000,
    details: [
      'Diện tích 68m², 2 phòng ngủ, 2 vệ sinh',
      'Nội thất mới, chỉ việc xách vali vào ở',
      'Có bể bơi, phòng gym, bảo vệ 24/7',
    ],
  },
  {
    topic: 'bat-dong-san',
    title: 'Bán đất nền 100m² đã có sổ, đường ô tô 7 m',
    price: 1_950_000_000,
    details: [
      'Mặt tiền 5 m, thổ cư 100%',
      'Gần trường học, chợ và khu công nghiệp',
      'Hỗ trợ vay ngân hàng 70%',
    ],
  },
  {
    topic: 'bat-dong-san',
    title: 'Tìm bạn nữ ở ghép căn hộ chung cư, phòng riêng',
    price: 2_500_000,
    details: [
      'Phòng riêng có khóa, dùng chung bếp',
      'Ưu tiên sinh viên hoặc người đi làm văn phòng',
      'Gần bến xe buýt và siêu thị',
    ],
  },
  {
    topic: 'bat-dong-san',
    title: 'Cho thuê văn phòng 40m² trọn gói điện nước, internet',
    price: 9_000_000,
    details: [
      'Tòa nhà có thang máy, lễ tân',
      'Sẵn bàn ghế cho 6 – 8 người',
      'Miễn phí phòng họp 10 giờ mỗi tháng',
    ],
  },
  {
    topic: 'xe-co',
    title: 'Bán Honda Vision 2022 chính chủ, odo 12.000 km',
    price: 27_500_000,
    details: [
      'Xe đi làm, bảo dưỡng định kỳ tại hãng',
      'Biển số thành phố, giấy tờ đầy đủ',
      'Tặng kèm mũ bảo hiểm và áo mưa',
    ],
  },
  {
    topic: 'xe-co',
    title: 'Yamaha Exciter 155 VVA 2023 màu xanh GP, zin nguyên bản',
    price: 42_000_000,
    details: [
      'Chưa đâm đụng, chưa ngập nước',
      'Lốp mới thay tháng trước',
      'Bao sang tên trong ngày',
    ],
  },
  {
    topic: 'xe-co',
    title: 'Bán xe đạp thể thao Giant ATX 2021, size M',
    images: ['classifieds/xe-dap'],
    price: 4_200_000,
    details: [
      'Khung nhôm nhẹ, 24 tốc độ',
      'Phanh đĩa cơ, vừa bảo dưỡng',
      'Phù hợp người cao 1m65 – 1m78',
    ],
  },
  {
    topic: 'xe-co',
    title: 'Toyota Vios 1.5G 2019 số tự động, một chủ từ đầu',
    images: ['classifieds/o-to'],
    price: 395_000_000,
    details: [
      'Đi 68.000 km, bảo dưỡng hãng đầy đủ',
      'Nội thất da, màn hình Android',
      'Cho kiểm tra tại bất kỳ gara nào',
    ],
  },
  {
    topic: 'xe-co',
    title: 'Xe máy điện VinFast Evo200 Lite còn bảo hành',
    price: 15_900_000,
    details: [
      'Mua năm 2024, đi 3.000 km',
      'Pin thuê bao, quãng đường 200 km một lần sạc',
      'Không cần bằng lái, phù hợp học sinh',
    ],
  },
  {
    topic: 'xe-co',
    title: 'Thanh lý Honda Wave Alpha 2018, máy êm, tiết kiệm xăng',
    price: 9_800_000,
    details: ['Xe đi kỹ, sơn zin 90%', 'Giấy tờ hợp lệ, bao công chứng', 'Có thể xem xe buổi tối'],
  },
  {
    topic: 'xe-co',
    title: 'Honda SH 160i 2024 bản ABS, biển số đẹp',
    price: 92_000_000,
    details: [
      'Odo 5.000 km, còn bảo hành hãng',
      'Smartkey, phanh ABS hai kênh',
      'Không tiếp thương lái',
    ],
  },
  {
    topic: 'viec-lam',
    title: 'Tuyển nhân viên bán hàng ca tối tại cửa hàng tiện lợi',
    price: 6_500_000,
    details: [
      'Làm ca 18:00 – 23:00, xoay ca linh hoạt',
      'Không yêu cầu kinh nghiệm, được đào tạo',
      'Thưởng lễ Tết, đóng bảo hiểm đầy đủ',
    ],
  },
  {
    topic: 'viec-lam',
    title: 'Cần tuyển phụ bếp nhà hàng, bao ăn ở',
    price: 8_000_000,
    details: [
      'Làm 8 tiếng/ngày, nghỉ 4 ngày/tháng',
      'Bao ăn hai bữa, có chỗ ở miễn phí',
      'Ưu tiên người có sức khỏe tốt, chịu khó',
    ],
  },
  {
    topic: 'viec-lam',
    title: 'Tuyển shipper giao hàng nội thành, thu nhập hấp dẫn',
    price: null,
    details: [
      'Có xe máy và điện thoại thông minh',
      'Thu nhập theo đơn, trung bình 12 – 15 triệu/tháng',
      'Thanh toán hằng tuần',
    ],
  },
  {
    topic: 'viec-lam',
    title: 'Tuyển kế toán tổng hợp, kinh nghiệm từ 2 năm',
    price: 12_000_000,
    details: [
      'Tốt nghiệp cao đẳng trở lên chuyên ngành kế toán',
      'Thành thạo MISA và Excel',
      'Làm việc thứ Hai – thứ Sáu, nghỉ thứ Bảy, Chủ nhật',
    ],
  },
  {
    topic: 'viec-lam',
    title: 'Nhân viên chăm sóc khách hàng online, làm việc tại nhà',
    price: null,
    details: [
      'Trả lời tin nhắn khách hàng qua Zalo, Facebook',
      'Cần máy tính và mạng ổn định',
      'Phù hợp sinh viên, mẹ bỉm sữa',
    ],
  },
  {
    topic: 'viec-lam',
    title: 'Tìm gia sư Toán lớp 9 ôn thi vào lớp 10',
    price: 250_000,
    details: [
      'Học 3 buổi/tuần, mỗi buổi 2 giờ',
      'Ưu tiên sinh viên sư phạm hoặc giáo viên',
      'Mức phí tính theo buổi',
    ],
  },
  {
    topic: 'viec-lam',
    title: 'Cần người giúp việc theo giờ, dọn dẹp nhà cửa',
    price: 80_000,
    details: [
      'Làm buổi sáng thứ Ba, thứ Năm, thứ Bảy',
      'Nhà 3 tầng, gia đình 4 người',
      'Trả công theo giờ, thanh toán cuối tuần',
    ],
  },
  {
    topic: 'do-dien-tu',
    title: 'Bán iPhone 13 128GB xanh, pin 88%, máy zin',
    images: ['products/dien-thoai'],
    price: 8_900_000,
    details: [
      'Máy quốc tế, chưa sửa chữa',
      'Face ID nhạy, màn hình không trầy',
      'Tặng kèm ốp lưng và cáp sạc',
    ],
  },
  {
    topic: 'do-dien-tu',
    title: 'Thanh lý laptop Dell Latitude 7490 Core i5, RAM 16GB',
    images: ['products/laptop'],
    price: 6_500_000,
    details: [
      'SSD 256GB, màn hình 14 inch Full HD',
      'Pin dùng khoảng 4 giờ',
      'Đã cài sẵn Windows và Office',
    ],
  },
  {
    topic: 'do-dien-tu',
    title: 'Máy ảnh Sony A6400 kèm ống kính kit 16-50',
    images: ['classifieds/may-anh'],
    price: 14_500_000,
    details: [
      'Chụp khoảng 8.000 tấm',
      'Kèm thẻ nhớ 64GB và túi đựng',
      'Thích hợp quay vlog, chụp du lịch',
    ],
  },
  {
    topic: 'do-dien-tu',
    title: 'Loa bluetooth JBL Charge 5 còn bảo hành 6 tháng',
    images: ['classifieds/loa'],
    price: 2_700_000,
    details: ['Âm thanh to, bass chắc', 'Chống nước IP67, pin 20 giờ', 'Đầy đủ hộp và phụ kiện'],
  },
  {
    topic: 'do-dien-tu',
    title: 'Tivi Samsung 55 inch 4K Smart, còn mới 95%',
    images: ['products/man-hinh'],
    price: 7_200_000,
    details: [
      'Mua năm 2023, ít sử dụng',
      'Điều khiển giọng nói, YouTube, Netflix',
      'Chỉ bán tại nhà, không giao',
    ],
  },
  {
    topic: 'do-dien-tu',
    title: 'Bán Nintendo Switch OLED kèm 3 băng game',
    images: ['classifieds/may-choi-game'],
    price: 5_900_000,
    details: ['Máy trắng, đã dán cường lực', 'Kèm Mario Kart, Zelda và Pokémon', 'Còn đầy đủ hộp'],
  },
  {
    topic: 'do-dien-tu',
    title: 'Đổi hoặc bán Apple Watch Series 8 45mm',
    images: ['classifieds/dong-ho'],
    price: null,
    details: [
      'Pin 91%, dây thể thao chính hãng',
      'Muốn đổi sang tai nghe chống ồn',
      'Giao dịch trực tiếp',
    ],
  },
  {
    topic: 'do-gia-dung-noi-that',
    title: 'Thanh lý bộ sofa gỗ sồi 3 chỗ kèm bàn trà',
    images: ['classifieds/noi-that'],
    price: 4_500_000,
    details: ['Gỗ sồi tự nhiên, nệm bọc vải bố', 'Kích thước 2 m x 0,8 m', 'Khách tự vận chuyển'],
  },
  {
    topic: 'do-gia-dung-noi-that',
    title: 'Bán tủ lạnh Panasonic 322 lít inverter',
    images: ['classifieds/tu-lanh'],
    price: 6_800_000,
    details: [
      'Làm lạnh tốt, không đóng tuyết',
      'Ngăn đông mềm, tiết kiệm điện',
      'Chuyển nhà nên cần bán gấp',
    ],
  },
  {
    topic: 'do-gia-dung-noi-that',
    title: 'Máy giặt LG 9kg cửa trước, chạy êm',
    images: ['classifieds/may-giat'],
    price: 4_200_000,
    details: [
      'Động cơ truyền động trực tiếp',
      'Có chế độ giặt hơi nước',
      'Bảo hành 1 tháng từ người bán',
    ],
  },
  {
    topic: 'do-gia-dung-noi-that',
    title: 'Bàn làm việc gỗ cao su 1m2 kèm ghế xoay',
    images: ['classifieds/ban-ghe'],
    price: 1_600_000,
    details: [
      'Mặt bàn rộng, có ngăn kéo',
      'Ghế lưới thoáng, có tựa đầu',
      'Hỗ trợ giao trong bán kính 5 km',
    ],
  },
  {
    topic: 'do-gia-dung-noi-that',
    title: 'Điều hòa Daikin 1HP inverter, vừa vệ sinh',
    images: ['classifieds/dieu-hoa'],
    price: 5_500_000,
    details: ['Làm lạnh nhanh, chạy êm', 'Gas R32 tiết kiệm điện', 'Bao tháo lắp trong nội thành'],
  },
  {
    topic: 'do-gia-dung-noi-that',
    title: 'Giường ngủ gỗ xoan đào 1m8 x 2m',
    images: ['classifieds/giuong'],
    price: null,
    details: ['Gỗ chắc, không mối mọt', 'Kèm đệm bông ép', 'Xem hàng trực tiếp trước khi mua'],
  },
  {
    topic: 'do-gia-dung-noi-that',
    title: 'Thanh lý nồi chiên không dầu 6 lít',
    images: ['products/noi-com-dien'],
    price: 650_000,
    details: [
      'Dùng được 6 tháng, còn như mới',
      'Lòng nồi chống dính nguyên vẹn',
      'Kèm sách công thức nấu ăn',
    ],
  },
  {
    topic: 'thu-cung',
    title: 'Bán mèo Anh lông ngắn 3 tháng tuổi, đã tiêm phòng',
    price: 3_500_000,
    details: ['Mèo đực, màu xám xanh', 'Đã tiêm 2 mũi và tẩy giun', 'Ăn hạt, đi vệ sinh đúng chỗ'],
  },
  {
    topic: 'thu-cung',
    title: 'Chó Poodle nâu đỏ 2 tháng tuổi, nhanh nhẹn',
    price: 4_000_000,
    details: ['Bố mẹ thuần chủng', 'Bao khỏe mạnh 7 ngày', 'Tặng kèm chuồng và thức ăn'],
  },
  {
    topic: 'thu-cung',
    title: 'Tìm chủ mới cho mèo ta tam thể, tặng miễn phí',
    price: 0,
    details: [
      'Mèo cái 6 tháng, rất quấn người',
      'Đã triệt sản',
      'Mong người nhận nuôi yêu thương lâu dài',
    ],
  },
  {
    topic: 'thu-cung',
    title: 'Cá Koi Nhật size 30 – 35 cm, màu đẹp',
    price: 1_200_000,
    details: [
      'Cá khỏe, ăn mạnh',
      'Nhiều màu Kohaku, Showa, Sanke',
      'Giá mỗi con, mua nhiều có giảm',
    ],
  },
  {
    topic: 'thu-cung',
    title: 'Chim chào mào hót hay, đã thuần',
    price: 1_800_000,
    details: ['Chim trống, hót nhiều giọng', 'Kèm lồng tre', 'Xem chim buổi sáng'],
  },
]

/** First ads of new posters, waiting for a moderator (the default publication mode). */
export const pendingAdSpecs: AdSpec[] = [
  {
    topic: 'xe-co',
    title: 'Bán xe Honda Vision 2021 màu trắng, chính chủ, đi 9.000 km',
    price: 24_500_000,
    details: [
      'Xe chính chủ, giấy tờ đầy đủ',
      'Bảo dưỡng định kỳ tại hãng',
      'Lốp mới thay tháng trước',
    ],
  },
  {
    topic: 'thu-cung',
    title: 'Cần tìm chủ mới cho bé mèo Anh lông ngắn 4 tháng tuổi',
    price: 3_000_000,
    details: [
      'Đã tiêm 2 mũi vắc-xin',
      'Ăn hạt và pate, đi vệ sinh đúng chỗ',
      'Tặng kèm cát và bát ăn',
    ],
  },
  {
    topic: 'do-dien-tu',
    title: 'Thanh lý laptop Dell Latitude 7490 i5 RAM 16GB',
    price: 6_800_000,
    details: ['Máy nguyên bản, pin còn 85%', 'Màn hình 14 inch Full HD', 'Tặng túi chống sốc'],
  },
]

/** Reports other shoppers filed on published demo ads, waiting in the reports inbox. */
export const demoAdReportReasons: readonly string[] = [
  'Tin có dấu hiệu lừa đảo, yêu cầu chuyển khoản đặt cọc trước.',
  'Giá đăng không đúng với giá người bán báo khi gọi điện.',
]
