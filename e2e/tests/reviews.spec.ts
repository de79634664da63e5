import type { APIRequestContext, Page } from '@playwright/test'
import { ownerToken } from '../support/admin.ts'
import { expect, type TestUser, test } from '../support/fixtures.ts'
import { visit } from '../support/pages.ts'
import { deliveredOrder, writeReview } from '../support/reviews.ts'

// The shopper's side of reviews on products of their own: best sellers' page 10 (no other journey
// buys or reviews them), without any review yet. A photo holds a review for a moderator; words
// alone are published at once and change the product's rating.

interface Listed {
  slug: string
  name: string
  rating: { average: number; count: number } | null
}

async function unreviewedProducts(
  request: APIRequestContext,
  count: number,
  skip: number,
): Promise<Listed[]> {
  const list = await request.get('/api/v1/products?per_page=30&sort=best_selling&page=10')
  const { data } = (await list.json()) as { data: Listed[] }
  const picked: Listed[] = []
  for (const product of data) {
    const detail = await request.get(`/api/v1/products/${product.slug}`)
    const body = (await detail.json()) as { variants: unknown[]; stock: number } & Listed
    if (body.variants.length === 0 && body.stock >= 5 && body.rating === null) picked.push(body)
    if (picked.length === skip + count) break
  }
  expect(picked).toHaveLength(skip + count)
  return picked.slice(skip)
}

/** A picture of the product's own, as a file a shopper would pick. */
async function photoOf(request: APIRequestContext, slug: string) {
  const detail = (await (await request.get(`/api/v1/products/${slug}`)).json()) as {
    images: { url: string }[]
  }
  const response = await request.get(detail.images[0]!.url)
  const mimeType = response.headers()['content-type']!.split(';')[0]!
  return { name: 'anh-that.webp', mimeType, buffer: await response.body() }
}

/** The product page's JSON-LD `Product`. */
async function productJsonLd(request: APIRequestContext, slug: string) {
  const html = await (await request.get(`/san-pham/${slug}`)).text()
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
  const product = scripts
    .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product')
  expect(product).toBeDefined()
  return product!
}

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Đánh giá sản phẩm' })

/** The id of `buyer`'s review of `slug` in order `code`. */
async function ownReviewId(
  request: APIRequestContext,
  buyer: TestUser,
  code: string,
  slug: string,
) {
  const response = await request.get(`/api/v1/my/reviews?order=${code}`, {
    headers: { authorization: `Bearer ${buyer.token}` },
  })
  const { data } = (await response.json()) as {
    data: { product: { slug: string } | null; review: { id: number } | null }[]
  }
  const line = data.find((item) => item.product?.slug === slug)
  expect(line?.review, `${buyer.email}'s review of ${slug}`).toBeTruthy()
  return line!.review!.id
}

const status = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text })

test('a buyer reviews a delivered order, with a photo held for a moderator and without one published at once', async ({
  page,
  request,
  createUser,
  setSessionToken,
  axe,
}, testInfo) => {
  const [photographed, plain, untouched] = await unreviewedProducts(request, 3, 0)
  const buyer = await createUser()
  const code = await deliveredOrder(request, buyer, [photographed!.slug, plain!.slug])
  await setSessionToken(page.context(), buyer.token)

  // From the delivered order to the form of its first line.
  await visit(page, `/my-account/order-history/${code}`)
  const orderReviews = page.getByRole('region', { name: 'Đánh giá sản phẩm' })
  await orderReviews.getByRole('link', { name: `Đánh giá ${photographed!.name}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Viết đánh giá' })).toBeVisible()

  // Refused beside its fields first: no stars, too few words.
  await page.getByLabel('Nhận xét của bạn').fill('Tốt')
  await page.getByRole('button', { name: 'Gửi đánh giá' }).click()
  await expect(page.getByText('Vui lòng chọn số sao từ 1 đến 5.')).toBeVisible()
  await expect(page.getByLabel('Nhận xét của bạn')).toHaveAccessibleDescription(
    /Nội dung đánh giá cần từ 10 đến 2000 ký tự/,
  )
  await page.getByRole('radio', { name: '5 sao – Tuyệt vời' }).check()
  const words = 'Vải dày, mặc mát.\nĐóng gói <b>cẩn thận</b>, giao nhanh.'
  await page.getByLabel('Nhận xét của bạn').fill(words)
  await expect(page.getByText(`${words.trim().length}/2.000`)).toBeVisible()
  await page.getByLabel('Thêm ảnh').setInputFiles(await photoOf(request, photographed!.slug))
  await expect(page.getByRole('button', { name: 'Xóa ảnh 1' })).toBeVisible()
  await axe(page)
  await page.getByRole('button', { name: 'Gửi đánh giá' }).click()
  await expect(status(page, 'đang chờ duyệt')).toBeVisible()

  // The account's list: one waiting for a moderator, one still to write.
  await visit(page, '/my-account/reviews')
  const written = page.getByRole('region', { name: /^Đã đánh giá/ })
  await expect(written.getByText('Chờ duyệt', { exact: true })).toBeVisible()
  await expect(written.getByRole('button', { name: /Xem ảnh 1/ })).toBeVisible()
  const waiting = page.getByRole('region', { name: /^Chờ đánh giá/ })
  await expect(waiting.getByText(/Đánh giá trước ngày/)).toBeVisible()
  await waiting.getByRole('link', { name: `Đánh giá ${plain!.name}` }).click()
  await page.getByRole('radio', { name: '4 sao – Tốt' }).check()
  await page.getByLabel('Nhận xét của bạn').fill('Đúng như mô tả, giá hợp lý.')
  await page.getByRole('button', { name: 'Gửi đánh giá' }).click()
  await expect(status(page, 'Đánh giá của bạn đã được đăng')).toBeVisible()

  // A second buyer's five stars: the product's average is now 4,5 of 2 reviews.
  const other = await createUser()
  const otherCode = await deliveredOrder(request, other, [plain!.slug])
  await writeReview(request, other, {
    code: otherCode,
    slug: plain!.slug,
    rating: 5,
    body: 'Chất lượng tốt so với giá tiền.',
  })
  await visit(page, `/san-pham/${plain!.slug}`)
  await expect(page.getByRole('link', { name: /4,5.*\(2 đánh giá\)/ })).toBeVisible()
  const section = reviewsSection(page)
  await expect(section.getByText('2 đánh giá', { exact: true })).toBeVisible()
  const histogram = section.getByRole('list', { name: 'Số đánh giá theo số sao' })
  await expect(histogram.getByRole('listitem')).toHaveText([
    /^5\D*1 đánh giá$/,
    /^4\D*1 đánh giá$/,
    /^3\D*0 đánh giá$/,
    /^2\D*0 đánh giá$/,
    /^1\D*0 đánh giá$/,
  ])
  await section.getByRole('link', { name: '4 sao (1)' }).click()
  await expect(page).toHaveURL(/\?sao=4#danh-gia$/)
  await expect(section.getByRole('article')).toHaveCount(1)
  await expect(section.getByRole('article')).toContainText('Đúng như mô tả, giá hợp lý.')
  const jsonLd = await productJsonLd(request, plain!.slug)
  expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2, bestRating: 5 })
  expect(jsonLd.review).toHaveLength(2)

  // The moderator lets the photo through and the shop answers: both show on the product page.
  const owner = { authorization: `Bearer ${await ownerToken(request)}` }
  const photoReview = await ownReviewId(request, buyer, code, photographed!.slug)
  const approved = await request.post(`/api/v1/admin/reviews/${photoReview}/approve`, {
    headers: owner,
  })
  expect(approved.status(), await approved.text()).toBe(200)
  const replied = await request.put(`/api/v1/admin/reviews/${photoReview}/reply`, {
    headers: owner,
    data: { body: 'Cảm ơn bạn đã ủng hộ shop!\nHẹn gặp lại bạn lần sau.' },
  })
  expect(replied.status(), await replied.text()).toBe(200)
  await visit(page, `/san-pham/${photographed!.slug}#danh-gia`)
  const review = reviewsSection(page).getByRole('article').first()
  await expect(review).toContainText('Đóng gói <b>cẩn thận</b>, giao nhanh.')
  await expect(review.getByText('Đã mua hàng')).toBeVisible()
  await expect(review.getByText('Phản hồi của Người bán')).toBeVisible()
  await review.getByRole('button', { name: /Xem ảnh 1/ }).click()
  await expect(page.getByRole('dialog', { name: /Ảnh 1\/1/ })).toBeVisible()
  await page.getByRole('button', { name: 'Đóng' }).click()
  await axe(page)

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await reviewsSection(page).screenshot({
      path: testInfo.outputPath(`product-reviews-${width}.png`),
    })
    await visit(page, '/my-account/reviews')
    await expect(page.getByRole('region', { name: /^Đã đánh giá/ })).toBeVisible()
    await page.screenshot({
      path: testInfo.outputPath(`account-reviews-${width}.png`),
      fullPage: true,
    })
    await visit(page, `/san-pham/${photographed!.slug}#danh-gia`)
  }

  // A product nobody reviewed: no stars, an empty section, no rating in its JSON-LD.
  await visit(page, `/san-pham/${untouched!.slug}`)
  await expect(reviewsSection(page)).toContainText('Chưa có đánh giá nào')
  await expect(page.getByRole('link', { name: /đánh giá\)/ })).toHaveCount(0)
  const bare = await productJsonLd(request, untouched!.slug)
  expect(bare).not.toHaveProperty('aggregateRating')
  expect(bare).not.toHaveProperty('review')
})

test('helpful votes and reports need a sign-in, then count and thank', async ({
  page,
  request,
  createUser,
  setSessionToken,
}) => {
  const [product] = await unreviewedProducts(request, 1, 3)
  const author = await createUser()
  const code = await deliveredOrder(request, author, [product!.slug])
  await writeReview(request, author, {
    code,
    slug: product!.slug,
    rating: 3,
    body: 'Tạm được, màu hơi khác ảnh.',
  })

  // A visitor is sent to sign in, and brought back to the reviews.
  await visit(page, `/san-pham/${product!.slug}`)
  const helpfulLink = reviewsSection(page).getByRole('link', { name: /Hữu ích \(0\)/ })
  await expect(helpfulLink).toHaveAttribute(
    'href',
    `/login?redirect=/san-pham/${product!.slug}%23danh-gia`,
  )

  const reader = await createUser()
  await setSessionToken(page.context(), reader.token)
  await visit(page, `/san-pham/${product!.slug}`)
  const section = reviewsSection(page)
  await section.getByRole('button', { name: 'Hữu ích (0)' }).click()
  await expect(section.getByRole('button', { name: 'Hữu ích (1)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // The vote is the reader's own: it shows pressed on the next visit too (the count of the list
  // may lag behind for as long as the catalogue's cache keeps it).
  await visit(page, `/san-pham/${product!.slug}`)
  await expect(section.getByRole('button', { name: /^Hữu ích/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await section.getByRole('button', { name: 'Báo cáo đánh giá' }).click()
  const dialog = page.getByRole('dialog', { name: 'Báo cáo đánh giá' })
  await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click()
  await expect(dialog.getByLabel('Lý do báo cáo')).toHaveAccessibleDescription(
    /Vui lòng cho biết lý do/,
  )
  await dialog.getByLabel('Lý do báo cáo').fill('Đánh giá này chứa thông tin sai sự thật.')
  await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click()
  await expect(dialog.getByRole('status')).toHaveText(
    'Cảm ơn bạn đã báo cáo. Chúng tôi sẽ xem xét đánh giá này sớm.',
  )
  await dialog.getByRole('button', { name: 'Đóng' }).click()
  await expect(dialog).toBeHidden()
})
