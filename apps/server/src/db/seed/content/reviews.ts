// What demo buyers write about what they received: sentences put together by the stars given, so
// that the reviews read as written by different people. Plain text, no phone numbers or links (the
// word filter would hold them).

export const reviewOpenings: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Sản phẩm rất tốt, đúng như mô tả.',
    'Hàng chất lượng, đáng đồng tiền bát gạo.',
    'Rất hài lòng với sản phẩm này.',
    'Mua lần thứ hai rồi, vẫn ưng như lần đầu.',
    'Chất lượng vượt mong đợi so với giá tiền.',
    'Hàng chính hãng, dùng thích lắm.',
  ],
  4: [
    'Sản phẩm ổn, dùng được.',
    'Hàng tốt, giống hình.',
    'Nhìn chung khá hài lòng.',
    'Chất lượng tương xứng với giá.',
  ],
  3: [
    'Sản phẩm bình thường, không có gì nổi bật.',
    'Tạm được so với giá tiền.',
    'Hàng dùng được nhưng chưa thật sự ưng ý.',
  ],
  2: ['Sản phẩm không giống mô tả lắm.', 'Chất lượng chưa tốt như mong đợi.'],
  1: ['Rất thất vọng với sản phẩm.', 'Hàng nhận được bị lỗi, không dùng được.'],
}

export const reviewDetails: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Đóng gói cẩn thận, giao hàng nhanh hơn dự kiến.',
    'Shop tư vấn nhiệt tình, giao đúng phân loại.',
    'Màu sắc đẹp, hoàn thiện chắc chắn.',
    'Dùng được một tuần rồi, chưa thấy vấn đề gì.',
    'Giao hàng nhanh, shipper thân thiện.',
  ],
  4: [
    'Giao hàng hơi chậm một chút nhưng đóng gói kỹ.',
    'Hộp bị móp nhẹ nhưng sản phẩm bên trong vẫn nguyên vẹn.',
    'Màu ngoài thực tế hơi đậm hơn trong ảnh.',
    'Sẽ cho 5 sao nếu giao nhanh hơn.',
  ],
  3: [
    'Giao hàng chậm, phải gọi hỏi mấy lần.',
    'Đóng gói sơ sài, may là hàng không sao.',
    'Dùng tạm ổn, để thêm thời gian xem sao.',
  ],
  2: ['Giao thiếu phụ kiện, nhắn shop mới gửi bù.', 'Chất liệu mỏng hơn mình nghĩ.'],
  1: ['Đã liên hệ shop để đổi trả.', 'Mình không khuyến khích mọi người mua.'],
}

export const reviewClosings: readonly string[] = [
  'Sẽ ủng hộ shop lần sau.',
  'Mọi người nên mua nhé.',
  'Cảm ơn shop!',
  '',
  '',
]

/** The shop's answers, by how the review went. */
export const shopReplies = {
  good: [
    'Phiên Chợ cảm ơn bạn đã tin tưởng ủng hộ! Hẹn gặp lại bạn ở những đơn hàng sau nhé.',
    'Cảm ơn bạn đã dành thời gian đánh giá. Chúc bạn sử dụng sản phẩm vui vẻ!',
  ],
  bad: [
    'Phiên Chợ rất tiếc về trải nghiệm của bạn. Bộ phận chăm sóc khách hàng sẽ liên hệ để hỗ trợ đổi trả trong hôm nay.',
    'Xin lỗi bạn vì sự bất tiện này. Shop đã ghi nhận và sẽ kiểm tra lại khâu đóng gói, giao hàng.',
  ],
} as const

/** Reasons other shoppers gave when reporting a review. */
export const reportReasons: readonly string[] = [
  'Đánh giá không liên quan đến sản phẩm.',
  'Nội dung có vẻ là quảng cáo.',
]
