export interface ArticleCategorySpec {
  slug: string
  name: string
  description: string
  tags: string[]
  headings: string[]
  paragraphs: string[]
}

export interface ArticleSpec {
  category: string
  title: string
  /** First paragraph; also the excerpt. */
  lead: string
  points: string[]
}

export const articleCategorySpecs: ArticleCategorySpec[] = [
  {
    slug: 'khuyen-mai',
    name: 'Khuyến mãi',
    description: 'Chương trình ưu đãi, mã giảm giá và ngày hội mua sắm trên Phiên Chợ.',
    tags: ['khuyến mãi', 'mã giảm giá', 'flash sale', 'miễn phí vận chuyển'],
    headings: ['Thời gian và cách tham gia', 'Lưu ý khi săn ưu đãi', 'Điều kiện áp dụng'],
    paragraphs: [
      'Mỗi khách hàng được sử dụng mã giảm giá một lần cho mỗi đơn hàng. Mã không có giá trị quy đổi thành tiền mặt và không áp dụng đồng thời với các chương trình khác, trừ khi có ghi chú riêng.',
      'Số lượng sản phẩm ưu đãi có hạn, chương trình có thể kết thúc sớm khi hết hàng. Giá hiển thị trên trang sản phẩm tại thời điểm đặt hàng là giá cuối cùng bạn thanh toán.',
      'Bạn có thể thanh toán khi nhận hàng (COD) hoặc chuyển khoản bằng cách quét mã VietQR. Đơn hàng từ 500.000 ₫ được miễn phí vận chuyển trên toàn quốc.',
      'Hãy thêm sản phẩm yêu thích vào danh sách mong muốn từ trước để không bỏ lỡ khi giờ vàng bắt đầu. Phiên Chợ sẽ gửi thông báo qua email cho những sản phẩm bạn quan tâm.',
      'Mọi thắc mắc về chương trình, vui lòng liên hệ tổng đài 1900 6868 (8:00 – 21:00 hằng ngày) hoặc nhắn tin qua Zalo chính thức của Phiên Chợ.',
    ],
  },
  {
    slug: 'kinh-nghiem-mua-sam',
    name: 'Kinh nghiệm mua sắm',
    description: 'Mẹo chọn mua sản phẩm phù hợp, tiết kiệm và an toàn.',
    tags: ['kinh nghiệm', 'mẹo hay', 'tư vấn chọn mua', 'tiết kiệm'],
    headings: ['Những tiêu chí cần quan tâm', 'Sai lầm thường gặp', 'Lời khuyên từ Phiên Chợ'],
    paragraphs: [
      'Trước khi mua, hãy xác định rõ nhu cầu sử dụng và ngân sách. Một sản phẩm đắt nhất chưa chắc đã phù hợp nhất; điều quan trọng là nó giải quyết đúng việc bạn cần.',
      'Đọc kỹ thông số và chính sách bảo hành trên trang sản phẩm. Hàng chính hãng luôn có tem, hóa đơn và được bảo hành tại các trung tâm ủy quyền trên toàn quốc.',
      'Tham khảo đánh giá của những người đã mua, đặc biệt là các nhận xét có hình ảnh thực tế. Đánh giá sau vài tuần sử dụng thường phản ánh chất lượng chính xác hơn.',
      'Khi nhận hàng, hãy quay video lúc mở hộp và kiểm tra kỹ trước khi thanh toán. Nếu có lỗi từ nhà sản xuất, bạn được đổi trả miễn phí trong 7 ngày.',
      'So sánh giá giữa các cửa hàng trên Phiên Chợ, nhưng đừng quên tính cả phí vận chuyển và thời gian giao hàng vào tổng chi phí.',
    ],
  },
  {
    slug: 'cong-nghe',
    name: 'Công nghệ',
    description: 'Tin tức, đánh giá điện thoại, laptop và thiết bị thông minh.',
    tags: ['điện thoại', 'laptop', 'đánh giá', 'công nghệ', 'thiết bị thông minh'],
    headings: ['Điểm nổi bật', 'Trải nghiệm thực tế', 'Có nên mua không?'],
    paragraphs: [
      'Thị trường thiết bị di động tại Việt Nam năm nay sôi động với nhiều mẫu máy tầm trung có cấu hình mạnh, màn hình tần số quét cao và pin dung lượng lớn.',
      'Trong quá trình sử dụng thực tế, máy hoạt động mượt mà với các tác vụ hằng ngày như lướt mạng xã hội, xem video và chơi game nhẹ. Nhiệt độ được kiểm soát tốt.',
      'Thời lượng pin là điểm cộng lớn: với mức sử dụng hỗn hợp, máy dễ dàng trụ được trọn một ngày. Sạc nhanh giúp nạp đầy khoảng 50% pin chỉ trong 20 – 30 phút.',
      'Nếu bạn đang dùng thiết bị từ ba năm trước trở lên, đây là thời điểm hợp lý để nâng cấp. Người dùng đời máy gần đây có thể chờ thêm các đợt giảm giá.',
      'Phiên Chợ hỗ trợ thu cũ đổi mới và trả góp 0% qua thẻ tín dụng cho các sản phẩm công nghệ chính hãng.',
    ],
  },
  {
    slug: 'doi-song',
    name: 'Đời sống',
    description: 'Nhà cửa, ẩm thực, sức khỏe và những câu chuyện thường ngày.',
    tags: ['đời sống', 'nhà cửa', 'ẩm thực', 'sức khỏe', 'gia đình'],
    headings: ['Bắt đầu từ những điều nhỏ', 'Gợi ý cho bạn', 'Ghi nhớ'],
    paragraphs: [
      'Một không gian sống gọn gàng, sạch sẽ giúp cả gia đình thoải mái và làm việc hiệu quả hơn. Bạn không cần chi nhiều tiền; chỉ cần sắp xếp hợp lý và chọn đồ dùng bền đẹp.',
      'Ưu tiên những sản phẩm có nguồn gốc rõ ràng, đặc biệt là thực phẩm và đồ dùng cho trẻ nhỏ. Nhiều sản phẩm Việt Nam hiện có chất lượng không thua kém hàng ngoại.',
      'Thói quen sinh hoạt điều độ, ăn uống đủ chất và vận động mỗi ngày ít nhất 30 phút là nền tảng của sức khỏe lâu dài.',
      'Tận dụng ánh sáng và gió tự nhiên giúp ngôi nhà thoáng mát, đồng thời tiết kiệm đáng kể hóa đơn tiền điện trong những tháng hè nóng bức.',
      'Đừng quên dành thời gian cho người thân: một bữa cơm gia đình ấm áp đôi khi quý giá hơn bất kỳ món quà nào.',
    ],
  },
]

export const articleSpecs: ArticleSpec[] = [
  {
    category: 'khuyen-mai',
    title: 'Ngày hội mua sắm 11.11: giảm đến 50% hàng nghìn sản phẩm',
    lead: 'Từ 0 giờ ngày 11/11, Phiên Chợ mở ngày hội mua sắm lớn nhất năm với hàng nghìn sản phẩm giảm giá đến 50% và mã miễn phí vận chuyển cho mọi đơn hàng.',
    points: [
      'Flash sale với giá giảm sâu, số lượng có hạn',
      'Mã GIAM100K: giảm 100.000 ₫ cho đơn từ 1.000.000 ₫',
      'Miễn phí vận chuyển cho đơn từ 500.000 ₫',
    ],
  },
  {
    category: 'khuyen-mai',
    title: 'Chào bạn mới: giảm ngay 10% cho đơn hàng đầu tiên',
    lead: 'Khách hàng lần đầu mua sắm trên Phiên Chợ được giảm 10%, tối đa 50.000 ₫, khi nhập mã CHAOBANMOI tại bước thanh toán.',
    points: [
      'Áp dụng cho mọi ngành hàng',
      'Không yêu cầu giá trị đơn hàng tối thiểu',
      'Mỗi khách hàng dùng một lần, tính theo tài khoản, email và số điện thoại',
    ],
  },
  {
    category: 'khuyen-mai',
    title: 'Miễn phí vận chuyển toàn quốc cho đơn từ 500.000 ₫',
    lead: 'Phiên Chợ áp dụng chính sách miễn phí vận chuyển cho mọi đơn hàng từ 500.000 ₫, giao đến tất cả 34 tỉnh, thành phố trên cả nước.',
    points: [
      'Giao nhanh 2 giờ tại nội thành Hà Nội và TP. Hồ Chí Minh',
      'Được kiểm tra hàng trước khi thanh toán',
      'Theo dõi đơn hàng trực tuyến',
    ],
  },
  {
    category: 'khuyen-mai',
    title: 'Tuần lễ hàng Việt: ưu đãi sâu cho thương hiệu Việt Nam',
    lead: 'Hưởng ứng cuộc vận động “Người Việt Nam ưu tiên dùng hàng Việt Nam”, Phiên Chợ giảm đến 30% cho các sản phẩm của thương hiệu trong nước.',
    points: [
      'Giày Biti’s Hunter giảm đến 25%',
      'Đồ gia dụng Sunhouse tặng kèm quà',
      'Cà phê Trung Nguyên mua 2 tặng 1',
    ],
  },
  {
    category: 'khuyen-mai',
    title: 'Sắm Tết sớm: hộp quà đặc sản ba miền chỉ từ 299.000 ₫',
    lead: 'Chương trình sắm Tết sớm mang đến những hộp quà đặc sản được đóng gói trang nhã, phù hợp biếu tặng đối tác, người thân dịp xuân về.',
    points: [
      'Miễn phí thiệp chúc Tết viết tay',
      'Giao tận nơi đúng ngày hẹn',
      'Giảm thêm 5% khi đặt từ 10 hộp',
    ],
  },
  {
    category: 'khuyen-mai',
    title: 'Giờ vàng giá sốc mỗi tối thứ Sáu',
    lead: 'Từ 20 giờ đến 22 giờ mỗi tối thứ Sáu, hàng trăm sản phẩm được giảm giá sâu với số lượng giới hạn.',
    points: [
      'Sản phẩm mới mỗi tuần',
      'Mỗi khách mua tối đa 2 sản phẩm cùng loại',
      'Thông báo trước qua email và Zalo',
    ],
  },
  {
    category: 'khuyen-mai',
    title: 'Thanh toán bằng mã VietQR: quét là xong',
    lead: 'Khi chọn chuyển khoản, bạn chỉ cần quét mã VietQR bằng ứng dụng ngân hàng: số tiền và nội dung chuyển khoản đã được điền sẵn, không lo nhập nhầm.',
    points: [
      'Dùng được với ứng dụng của hầu hết ngân hàng Việt Nam',
      'Nội dung chuyển khoản là mã đơn hàng của bạn',
      'Không muốn chuyển khoản? Chọn thanh toán khi nhận hàng (COD)',
    ],
  },
  {
    category: 'kinh-nghiem-mua-sam',
    title: 'Cách chọn nồi cơm điện phù hợp cho gia đình',
    lead: 'Nồi cơm điện là vật dụng không thể thiếu trong căn bếp Việt. Chọn đúng dung tích và loại lòng nồi giúp cơm ngon hơn và tiết kiệm điện.',
    points: [
      'Gia đình 2 – 4 người nên chọn loại 1,2 – 1,5 lít',
      'Nồi cao tần nấu cơm ngon nhưng giá cao hơn',
      'Lòng nồi dày giúp cơm chín đều',
    ],
  },
  {
    category: 'kinh-nghiem-mua-sam',
    title: 'Mua điện thoại cũ: 7 điều cần kiểm tra trước khi xuống tiền',
    lead: 'Điện thoại đã qua sử dụng giúp tiết kiệm đáng kể, nhưng người mua cần kiểm tra kỹ để tránh mua phải máy lỗi hoặc máy bị khóa tài khoản.',
    points: [
      'Kiểm tra tình trạng pin và số lần sạc',
      'Đăng xuất tài khoản iCloud hoặc Google trước mặt người bán',
      'Thử camera, loa, micro và cảm biến vân tay',
    ],
  },
  {
    category: 'kinh-nghiem-mua-sam',
    title: 'Chọn size quần áo khi mua online sao cho chuẩn',
    lead: 'Mua quần áo trực tuyến tiện lợi nhưng dễ chọn sai size. Chỉ cần vài số đo cơ bản, bạn có thể chọn được sản phẩm vừa vặn ngay lần đầu.',
    points: [
      'Đo vòng ngực, vòng eo và vòng mông',
      'So với bảng size của từng thương hiệu',
      'Đọc nhận xét về form dáng của người mua trước',
    ],
  },
  {
    category: 'kinh-nghiem-mua-sam',
    title: 'Phân biệt cà phê nguyên chất và cà phê pha trộn',
    lead: 'Cà phê nguyên chất có màu nâu cánh gián, mùi thơm tự nhiên và vị đắng dịu. Cà phê pha trộn thường đen sẫm, bọt nhiều và mùi hắc.',
    points: [
      'Quan sát màu bột và độ tơi xốp',
      'Pha thử với nước lạnh để xem độ hòa tan',
      'Chọn nơi bán ghi rõ vùng trồng và ngày rang',
    ],
  },
  {
    category: 'kinh-nghiem-mua-sam',
    title: 'Mua sắm an toàn: nhận biết tin nhắn lừa đảo giả mạo cửa hàng',
    lead: 'Kẻ gian có thể giả danh nhân viên giao hàng hoặc cửa hàng để yêu cầu chuyển khoản. Phiên Chợ không bao giờ yêu cầu bạn cung cấp mã OTP.',
    points: [
      'Chỉ chuyển khoản đến tài khoản hiển thị trên trang thanh toán',
      'Không bấm vào đường dẫn lạ gửi qua tin nhắn',
      'Gọi 1900 6868 để xác minh khi nghi ngờ',
    ],
  },
  {
    category: 'kinh-nghiem-mua-sam',
    title: 'Chọn giày chạy bộ cho người mới bắt đầu',
    lead: 'Một đôi giày phù hợp giúp bạn chạy êm hơn và tránh chấn thương. Người mới nên ưu tiên độ êm và độ ổn định thay vì trọng lượng siêu nhẹ.',
    points: [
      'Thử giày vào buổi chiều khi chân nở nhất',
      'Chừa khoảng một đốt ngón tay ở mũi giày',
      'Thay giày sau khoảng 600 – 800 km',
    ],
  },
  {
    category: 'kinh-nghiem-mua-sam',
    title: 'Săn sale thông minh: lên danh sách trước, mua đúng nhu cầu',
    lead: 'Những đợt giảm giá lớn dễ khiến chúng ta mua sắm theo cảm xúc. Một danh sách rõ ràng giúp bạn tiết kiệm thật sự.',
    points: [
      'Thêm sản phẩm cần mua vào danh sách yêu thích',
      'Đặt ngân sách tối đa cho mỗi đợt sale',
      'So sánh giá thấp nhất 30 ngày gần đây',
    ],
  },
  {
    category: 'cong-nghe',
    title: 'Đánh giá Samsung Galaxy A56 5G: tầm trung đáng mua nhất năm',
    lead: 'Galaxy A56 5G gây ấn tượng với thiết kế khung kim loại, màn hình AMOLED 120Hz và cam kết cập nhật phần mềm dài hạn.',
    points: [
      'Màn hình 6,7 inch sáng rõ ngoài trời',
      'Pin 5.000 mAh, sạc nhanh 45W',
      'Kháng nước IP67',
    ],
  },
  {
    category: 'cong-nghe',
    title: 'MacBook Air M4: mỏng nhẹ, pin cả ngày cho dân văn phòng',
    lead: 'MacBook Air M4 tiếp tục là chiếc laptop mỏng nhẹ đáng cân nhắc cho sinh viên và dân văn phòng nhờ hiệu năng mạnh và thời lượng pin ấn tượng.',
    points: [
      'Chip M4 với RAM khởi điểm 16GB',
      'Thời lượng pin đến 18 giờ',
      'Hỗ trợ hai màn hình ngoài',
    ],
  },
  {
    category: 'cong-nghe',
    title: 'Tai nghe chống ồn: có đáng đồng tiền cho người đi làm?',
    lead: 'Với người thường xuyên di chuyển bằng xe buýt, tàu điện hoặc làm việc ở quán cà phê, tai nghe chống ồn chủ động giúp tập trung hơn đáng kể.',
    points: [
      'Chống ồn tốt nhất với tiếng động cơ đều',
      'Nên chọn loại có chế độ xuyên âm',
      'Kiểm tra độ vừa tai trước khi mua',
    ],
  },
  {
    category: 'cong-nghe',
    title: 'Màn hình 2K hay 4K cho công việc văn phòng?',
    lead: 'Màn hình 27 inch độ phân giải 2K đang là lựa chọn cân bằng giữa độ nét và giá thành cho phần lớn người dùng văn phòng.',
    points: [
      '2K hiển thị sắc nét ở kích thước 27 inch',
      '4K phù hợp chỉnh ảnh, dựng video',
      'Cân nhắc cổng USB-C sạc ngược cho laptop',
    ],
  },
  {
    category: 'cong-nghe',
    title: 'Nhà thông minh giá rẻ: bắt đầu từ bóng đèn và ổ cắm',
    lead: 'Bạn không cần đầu tư hàng chục triệu đồng để có một ngôi nhà thông minh. Bóng đèn và ổ cắm thông minh là bước khởi đầu hợp lý.',
    points: [
      'Điều khiển bằng giọng nói tiếng Việt',
      'Hẹn giờ bật tắt giúp tiết kiệm điện',
      'Chọn thiết bị cùng một hệ sinh thái',
    ],
  },
  {
    category: 'cong-nghe',
    title: 'Xu hướng điện thoại gập năm nay: bền hơn, rẻ hơn',
    lead: 'Điện thoại màn hình gập đã bền bỉ hơn nhiều so với các thế hệ đầu, nếp gấp mờ hơn và giá bán ngày càng dễ tiếp cận.',
    points: [
      'Bản lề chịu được hàng trăm nghìn lần gập',
      'Màn hình phụ lớn, dùng được nhiều ứng dụng',
      'Giá khởi điểm giảm đáng kể',
    ],
  },
  {
    category: 'cong-nghe',
    title: 'Bảo mật tài khoản mua sắm với xác thực hai lớp',
    lead: 'Mật khẩu mạnh là chưa đủ. Hãy dùng mật khẩu riêng cho từng dịch vụ và bật xác thực hai lớp ở những nơi hỗ trợ.',
    points: [
      'Dùng trình quản lý mật khẩu',
      'Không dùng lại mật khẩu đã bị lộ',
      'Cảnh giác với email giả mạo yêu cầu đăng nhập',
    ],
  },
  {
    category: 'doi-song',
    title: '5 món đồ bếp giúp nấu ăn nhanh hơn mỗi ngày',
    lead: 'Với nhịp sống bận rộn, vài món đồ bếp phù hợp có thể giúp bạn chuẩn bị bữa tối cho cả nhà chỉ trong 30 phút.',
    points: [
      'Nồi áp suất điện hầm xương nhanh',
      'Chảo chống dính cỡ lớn',
      'Bộ hộp thủy tinh để sơ chế sẵn',
    ],
  },
  {
    category: 'doi-song',
    title: 'Pha cà phê phin ngon như ngoài quán',
    lead: 'Ly cà phê phin đậm đà buổi sáng là thói quen của nhiều người Việt. Chỉ cần đúng tỷ lệ và nhiệt độ nước, bạn có thể tự pha ngon tại nhà.',
    points: [
      'Dùng khoảng 20 – 25 g cà phê cho một phin',
      'Ủ cà phê với một chút nước sôi trong 30 giây',
      'Nước khoảng 92 – 96 độ C',
    ],
  },
  {
    category: 'doi-song',
    title: 'Chuẩn bị mâm ngũ quả ngày Tết theo ba miền',
    lead: 'Mâm ngũ quả mỗi miền mang ý nghĩa riêng nhưng đều gửi gắm mong ước một năm mới đủ đầy, an khang.',
    points: [
      'Miền Bắc: chuối xanh, bưởi, phật thủ',
      'Miền Trung: tùy theo sản vật địa phương',
      'Miền Nam: mãng cầu, dừa, đu đủ, xoài',
    ],
  },
  {
    category: 'doi-song',
    title: 'Giữ nhà mát mùa nắng nóng mà không tốn nhiều điện',
    lead: 'Những đợt nắng nóng kéo dài khiến hóa đơn tiền điện tăng cao. Vài mẹo đơn giản giúp ngôi nhà mát hơn mà vẫn tiết kiệm.',
    points: [
      'Dùng rèm cản nắng cho cửa hướng Tây',
      'Kết hợp quạt với điều hòa ở 26 – 27 độ C',
      'Trồng cây xanh ở ban công',
    ],
  },
  {
    category: 'doi-song',
    title: 'Chăm sóc da mùa hanh khô với nguyên liệu thiên nhiên',
    lead: 'Không khí hanh khô khiến da dễ bong tróc. Nhiều nguyên liệu quen thuộc của người Việt như nghệ, bí đao, mật ong giúp da mềm mại hơn.',
    points: [
      'Uống đủ 2 lít nước mỗi ngày',
      'Dùng sữa rửa mặt dịu nhẹ',
      'Luôn thoa kem chống nắng kể cả ngày râm',
    ],
  },
  {
    category: 'doi-song',
    title: 'Sắp xếp tủ quần áo gọn gàng theo phương pháp cuộn',
    lead: 'Cuộn quần áo thay vì gấp giúp tiết kiệm không gian, dễ tìm đồ và hạn chế nếp nhăn.',
    points: [
      'Phân loại theo mùa và tần suất sử dụng',
      'Dùng hộp vải chia ngăn',
      'Mỗi năm loại bỏ những món không mặc đến',
    ],
  },
  {
    category: 'doi-song',
    title: 'Giấc ngủ ngon bắt đầu từ chiếc gối phù hợp',
    lead: 'Một chiếc gối có độ cao và độ đàn hồi phù hợp giúp cột sống thẳng hàng, giảm đau mỏi vai gáy sau khi thức dậy.',
    points: [
      'Người nằm nghiêng cần gối cao hơn',
      'Gối cao su non ôm đường cong cổ',
      'Thay vỏ gối mỗi tuần',
    ],
  },
  {
    category: 'doi-song',
    title: 'Trà Việt: thưởng trà đúng cách để cảm nhận trọn hương vị',
    lead: 'Từ trà Thái Nguyên đến trà sen Tây Hồ, mỗi loại trà Việt cần nhiệt độ nước và thời gian hãm khác nhau để phát huy hương vị.',
    points: [
      'Trà xanh hãm với nước khoảng 80 – 85 độ C',
      'Tráng ấm chén bằng nước sôi trước khi pha',
      'Không hãm trà quá lâu để tránh đắng chát',
    ],
  },
  {
    category: 'doi-song',
    title: 'Đi chợ online an toàn cho gia đình có trẻ nhỏ',
    lead: 'Mua thực phẩm và đồ dùng cho trẻ qua mạng tiết kiệm thời gian, nhưng cha mẹ cần chú ý nguồn gốc và hạn sử dụng.',
    points: [
      'Chọn cửa hàng có giấy chứng nhận an toàn thực phẩm',
      'Kiểm tra hạn sử dụng khi nhận hàng',
      'Ưu tiên sản phẩm có tem truy xuất nguồn gốc',
    ],
  },
]

/** An article still on the editorial desk (not public), and who holds it. */
export interface DeskArticleSpec extends ArticleSpec {
  status: 'draft' | 'in_review' | 'scheduled' | 'hidden'
  author: 'writer' | 'editor'
  /** Days from now: last change for drafts and reviews, the publish time when scheduled or hidden. */
  days: number
  /** The editor's note to the writer of an article sent back to draft. */
  reviewNote?: string
}

/** The news console's work in progress: a writer's drafts, one waiting for review, one scheduled. */
export const deskArticleSpecs: DeskArticleSpec[] = [
  {
    category: 'kinh-nghiem-mua-sam',
    title: 'Cách chọn nồi chiên không dầu cho gia đình 4 người',
    lead: 'Dung tích, công suất và lớp chống dính là ba điều cần xem trước khi mua nồi chiên không dầu cho cả nhà.',
    points: [
      'Gia đình 4 người nên chọn nồi từ 5 đến 7 lít',
      'Công suất khoảng 1.500 – 1.800W là đủ dùng',
      'Ưu tiên lòng nồi tháo rời, dễ rửa',
    ],
    status: 'draft',
    author: 'writer',
    days: -1,
  },
  {
    category: 'doi-song',
    title: '5 mẹo bảo quản rau củ tươi lâu trong tủ lạnh',
    lead: 'Chỉ cần sơ chế và đóng gói đúng cách, rau củ có thể giữ được độ tươi ngon cả tuần trong ngăn mát.',
    points: [
      'Không rửa rau trước khi cất vào tủ',
      'Bọc rau lá bằng khăn giấy khô',
      'Để riêng trái cây chín và rau xanh',
    ],
    status: 'in_review',
    author: 'writer',
    days: 0,
  },
  {
    category: 'cong-nghe',
    title: 'Đánh giá nhanh tai nghe không dây dưới 1 triệu đồng',
    lead: 'Phân khúc tai nghe không dây giá rẻ ngày càng nhiều lựa chọn đáng tiền, với chống ồn và pin đủ dùng cả ngày.',
    points: [
      'Kết nối Bluetooth 5.3 ổn định',
      'Pin 6 giờ, kèm hộp sạc thêm 24 giờ',
      'Chống nước chuẩn IPX4 khi tập thể thao',
    ],
    status: 'draft',
    author: 'writer',
    days: -2,
    reviewNote:
      'Bài viết tốt, nhưng cần thêm ảnh thực tế của sản phẩm và ghi rõ giá bán tại thời điểm viết. Em bổ sung rồi gửi lại nhé.',
  },
  {
    category: 'khuyen-mai',
    title: 'Tuần lễ vàng cuối năm: ưu đãi đến 40% đồ gia dụng',
    lead: 'Tuần lễ vàng cuối năm trên Phiên Chợ mang đến ưu đãi đến 40% cho nồi cơm điện, máy lọc không khí và hàng trăm món đồ gia dụng.',
    points: [
      'Giảm thêm 100.000 ₫ cho đơn từ 1.000.000 ₫',
      'Miễn phí lắp đặt tại Hà Nội và TP. Hồ Chí Minh',
      'Trả góp 0% qua thẻ tín dụng',
    ],
    status: 'scheduled',
    author: 'editor',
    days: 3,
  },
  {
    category: 'doi-song',
    title: 'Điều chỉnh lịch giao hàng do mưa lũ tại miền Trung',
    lead: 'Do mưa lũ kéo dài, đơn hàng giao đến một số tỉnh miền Trung có thể chậm hơn dự kiến từ 2 đến 4 ngày.',
    points: [
      'Đơn đã đặt vẫn được giữ nguyên',
      'Phiên Chợ thông báo qua email khi đơn được giao',
      'Khách hàng có thể hủy đơn chưa giao miễn phí',
    ],
    status: 'hidden',
    author: 'editor',
    days: -40,
  },
]
