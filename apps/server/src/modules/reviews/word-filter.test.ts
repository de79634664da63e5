import { describe, expect, it } from 'vitest'
import { foldedWords, heldWords, tripsWordFilter } from './word-filter.ts'

describe('foldedWords', () => {
  it('drops marks and case, keeps đ as d and splits on anything but letters and digits', () => {
    expect(foldedWords('Đẹp, GIÁ rẻ!! Đ.M')).toBe(' dep gia re d m ')
  })
})

describe('the review word filter', () => {
  it.each([
    'Giao hàng chậm vãi, ĐM shop',
    'dm, hàng lỗi',
    'Hàng như c*t, vcl thật',
    'Địt mẹ bọn bán hàng',
    'Đụ má, giao sai màu',
    'thằng ngu nào đóng gói vậy',
    'Shop ngu như bò',
    'What the FUCK is this',
  ])('holds vulgar words: %j', (text) => {
    expect(heldWords(text)).toBe('vulgar')
  })

  it.each([
    'Liên hệ 0912345678 để mua giá sỉ',
    'Gọi mình 0912 345 678 nhé',
    'zalo +84.912.345.678',
    'Mua rẻ hơn tại https://re-hon.example/sp',
    'Vào www.rehon.example mà mua',
    'Shop khác bán ở rehon.vn rẻ hơn',
    'Email mình: ban.si@example.com',
  ])('holds a way to reach someone elsewhere: %j', (text) => {
    expect(heldWords(text)).toBe('contact')
  })

  it.each([
    'Áo lớn hơn mình nghĩ, mặc buổi tối rất đẹp, các đường may chắc chắn.',
    'Bộ đồ ngủ mềm, con mình còn ngủ ngon, mặt dây chuyền sáng.',
    'Hạt óc chó giòn, vải lớn khổ, đeo cả ngày không đau tai.',
    'Xe 110 cc chạy êm, màn hình 6.5 inch, pin 5000 mAh, giá 2.490.000đ.',
    'Đơn mã PC2611220001 giao 3 ngày, đóng gói kỹ, tặng 5 sao.',
    'Dài 12 cm, nặng 0.5 kg, đúng mô tả.',
  ])('lets ordinary reviews through: %j', (text) => {
    expect(tripsWordFilter(text)).toBe(false)
  })
})
