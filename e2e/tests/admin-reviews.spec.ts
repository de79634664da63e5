import { randomInt } from 'node:crypto'
import type { Page } from '@playwright/test'
import { adminSidebar, DEMO_STAFF, openBackOffice, ownerToken } from '../support/admin.ts'
import { expect, test } from '../support/fixtures.ts'
import { visit } from '../support/pages.ts'
import { deliveredOrder, writeReview } from '../support/reviews.ts'
import { sellableProducts } from '../support/shop.ts'

// The moderator works on reviews of their own: one buyer's delivered order of three products
// (best sellers' page 9, which no other journey buys), each reviewed through the shop's API and
// found in the back office by a word only these reviews contain.

const staff = (role: string) => DEMO_STAFF.find((member) => member.role === role)!
const MODERATOR = staff('Kiểm duyệt viên')
const EDITOR = staff('Biên tập viên')

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text)
const tab = (page: Page, label: string) =>
  page
    .getByRole('navigation', { name: 'Nhóm đánh giá' })
    .getByRole('link', { name: new RegExp(`^${label}`) })
const reviewOf = (page: Page, product: string) =>
  page.getByRole('list', { name: 'Danh sách đánh giá' }).getByRole('article', { name: product })

test('a moderator approves a held review, hides one with a reason and replies to one the shop then shows', async ({
  page,
  request,
  createUser,
  axe,
}, testInfo) => {
  const tag = `kt${randomInt(36 ** 6).toString(36)}`
  const buyer = await createUser()
  const [withPhoto, rude, praised] = await sellableProducts(request, 3, { page: 9 })
  const code = await deliveredOrder(request, buyer, [withPhoto!.slug, rude!.slug, praised!.slug])
  const held = await writeReview(request, buyer, {
    code,
    slug: withPhoto!.slug,
    rating: 4,
    body: `Áo mặc vừa, vải mát (${tag}).\nẢnh thật bên dưới <b>không sửa</b>.`,
    withPhoto: true,
  })
  expect(held.status).toBe('pending')
  const flagged = await writeReview(request, buyer, {
    code,
    slug: rude!.slug,
    rating: 1,
    body: `Giao chậm vcl, hộp móp méo hết (${tag}).`,
  })
  expect(flagged.status).toBe('pending')
  await writeReview(request, buyer, {
    code,
    slug: praised!.slug,
    rating: 5,
    body: `Hàng đúng mô tả, đóng gói cẩn thận (${tag}).`,
  })

  await openBackOffice(page, MODERATOR)
  await adminSidebar(page).getByRole('link', { name: 'Đánh giá' }).click()
  await expect(page).toHaveURL('/quan-tri/danh-gia')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đánh giá')
  await page.getByRole('searchbox', { name: /Tìm theo sản phẩm/ }).fill(tag)
  await page.getByRole('button', { name: 'Lọc' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}`))
  await expect(tab(page, 'Chờ duyệt')).toHaveText('Chờ duyệt2')
  await expect(tab(page, 'Đã đăng')).toHaveText('Đã đăng1')

  // Why each waits, the text as typed (markup shown, not read), the photo and the order.
  const photoReview = reviewOf(page, withPhoto!.name)
  await expect(photoReview).toContainText('Có hình ảnh')
  await expect(photoReview).toContainText('<b>không sửa</b>')
  await expect(photoReview.getByRole('link', { name: code })).toHaveAttribute(
    'href',
    `/quan-tri/don-hang/${code}`,
  )
  await expect(photoReview.getByRole('link', { name: withPhoto!.name })).toHaveAttribute(
    'target',
    '_blank',
  )
  await expect(reviewOf(page, rude!.name)).toContainText('Chứa từ ngữ cần kiểm tra')
  await photoReview.getByRole('button', { name: /^Xem lớn ảnh 1/ }).click()
  const photo = page.getByRole('dialog', { name: /^Ảnh 1 của/ })
  await expect(photo.getByRole('img')).toBeVisible()
  await photo.getByRole('button', { name: 'Đóng' }).click()
  await expect(photo).toBeHidden()
  await axe(page)
  await page.screenshot({ path: testInfo.outputPath('reviews-desktop-1280.png'), fullPage: true })

  await photoReview.getByRole('button', { name: /^Duyệt/ }).click()
  await expect(toast(page, `Đã duyệt đánh giá của ${buyer.name}.`)).toBeVisible()
  await expect(photoReview).toBeHidden()
  await expect(tab(page, 'Chờ duyệt')).toHaveText('Chờ duyệt1')
  await expect(tab(page, 'Đã đăng')).toHaveText('Đã đăng2')

  // Approved by someone else meanwhile: the server's sentence, and the list read again.
  const owner = { authorization: `Bearer ${await ownerToken(request)}` }
  const behind = await request.post(`/api/v1/admin/reviews/${flagged.id}/approve`, {
    headers: owner,
  })
  expect(behind.status(), await behind.text()).toBe(200)
  await reviewOf(page, rude!.name)
    .getByRole('button', { name: /^Duyệt/ })
    .click()
  await expect(
    toast(page, 'Đánh giá đang ở trạng thái khác, vui lòng tải lại trang.'),
  ).toBeVisible()
  await expect(reviewOf(page, rude!.name)).toBeHidden()
  await expect(tab(page, 'Chờ duyệt')).toHaveText('Chờ duyệt0')
  await expect(tab(page, 'Đã đăng')).toHaveText('Đã đăng3')

  // Hidden with a reason of the moderator's own; asked for one first.
  await tab(page, 'Đã đăng').click()
  await expect(page).toHaveURL(/tab=published/)
  await reviewOf(page, rude!.name).getByRole('button', { name: /^Ẩn/ }).click()
  const hide = page.getByRole('dialog', { name: `Ẩn đánh giá của ${buyer.name}?` })
  await hide.getByRole('button', { name: 'Ẩn đánh giá' }).click()
  await expect(hide.getByRole('radiogroup', { name: 'Lý do ẩn' })).toHaveAccessibleDescription(
    /Vui lòng cho biết lý do ẩn/,
  )
  await hide.getByRole('radio', { name: 'Lý do khác' }).check()
  await hide.getByRole('textbox', { name: 'Nội dung lý do' }).fill('Khách đã gọi điện xin gỡ.')
  await axe(page)
  await hide.getByRole('button', { name: 'Ẩn đánh giá' }).click()
  await expect(toast(page, `Đã ẩn đánh giá của ${buyer.name}.`)).toBeVisible()
  await expect(hide).toBeHidden()
  await expect(reviewOf(page, rude!.name)).toBeHidden()
  await tab(page, 'Đã ẩn').click()
  await expect(page).toHaveURL(/tab=hidden/)
  await expect(reviewOf(page, rude!.name)).toContainText('Lý do ẩn: Khách đã gọi điện xin gỡ.')

  // A reply, refused empty beside its field, then sent.
  await tab(page, 'Đã đăng').click()
  const praisedReview = reviewOf(page, praised!.name)
  await praisedReview.getByRole('button', { name: /^Trả lời/ }).click()
  const reply = praisedReview.getByRole('textbox', { name: 'Câu trả lời của cửa hàng' })
  await praisedReview.getByRole('button', { name: 'Gửi câu trả lời' }).click()
  await expect(reply).toHaveAccessibleDescription(/Phản hồi cần từ 1 đến/)
  await expect(reply).toBeFocused()
  const answer = `Cảm ơn anh/chị đã tin chọn Phiên Chợ! (${tag})`
  await reply.fill(answer)
  await praisedReview.getByRole('button', { name: 'Gửi câu trả lời' }).click()
  await expect(toast(page, 'Đã gửi câu trả lời.')).toBeVisible()
  await expect(praisedReview).toContainText(answer)
  await expect(praisedReview.getByRole('button', { name: /^Sửa trả lời/ })).toBeVisible()

  await tab(page, 'Tất cả').click()
  await expect(
    page.getByRole('list', { name: 'Danh sách đánh giá' }).getByRole('article'),
  ).toHaveCount(3)
  await page.screenshot({ path: testInfo.outputPath('reviews-all-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await axe(page)
  await page.screenshot({ path: testInfo.outputPath('reviews-phone-390.png'), fullPage: true })

  // The reply under the review on the product page, as shoppers read it.
  await visit(page, `/san-pham/${praised!.slug}`)
  const section = page.getByRole('region', { name: 'Đánh giá sản phẩm' })
  const shown = section.getByRole('article').filter({ hasText: tag }).first()
  await expect(shown).toContainText('Hàng đúng mô tả, đóng gói cẩn thận')
  await expect(shown).toContainText(`Phản hồi của Người bán`)
  await expect(shown).toContainText(answer)
})

test('an editor has no review moderation: no menu entry, and the page answers 403', async ({
  page,
}) => {
  await openBackOffice(page, EDITOR)
  await expect(adminSidebar(page).getByRole('link', { name: 'Đánh giá' })).toHaveCount(0)
  const refused = await visit(page, '/quan-tri/danh-gia')
  expect(refused?.status()).toBe(403)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bạn không có quyền mở trang này' }),
  ).toBeVisible()
  await expect(adminSidebar(page)).toBeVisible()
})
