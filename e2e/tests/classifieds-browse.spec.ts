import type { APIRequestContext, Page } from '@playwright/test'
import { expect, type TestUser, test } from '../support/fixtures.ts'
import { postAd, type PostedAd } from '../support/classifieds.ts'
import { visit } from '../support/pages.ts'

const HCM = { code: '79', name: 'Thành phố Hồ Chí Minh' }

/** `0912345678` → `0912 345 678`, as the page prints a number. */
const grouped = (phone: string) => `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`

/**
 * An ad of `owner`'s own: its body does not repeat the phone number, so the page can be checked
 * for the number without the seller having typed it in the text.
 */
const postOwnAd = (request: APIRequestContext, owner: TestUser): Promise<PostedAd> =>
  postAd(request, owner, {
    provinceCode: HCM.code,
    topicSlug: 'xe-co',
    title: `Bán xe đạp điện cũ ${owner.phone.slice(-4)} còn pin tốt`,
    price: 4_500_000,
    body: '<p>Xe đạp điện đi làm hằng ngày, pin còn tốt, phanh mới thay. Xem xe ở Quận 3.</p>',
  })

const results = (page: Page) => page.getByRole('region', { name: 'Kết quả' })
const filterForm = (page: Page) => page.getByRole('form', { name: 'Lọc tin rao vặt' })

test('a visitor browses the classifieds, filters by province, searches without diacritics', async ({
  page,
  axe,
}) => {
  await visit(page, '/muc-rao-vat')
  await expect(page.getByRole('heading', { name: 'Rao vặt', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Chủ đề rao vặt' }).getByRole('link', { name: /Xe cộ/ }),
  ).toHaveAttribute('href', '/chu-de-tin-rao-vat/xe-co')
  await expect(page.getByRole('link', { name: 'Đăng tin' }).first()).toHaveAttribute(
    'href',
    '/my-account/manage-classifieds/create',
  )
  expect(await results(page).getByRole('article').count()).toBeGreaterThan(1)
  await axe(page)

  await filterForm(page).getByLabel('Tỉnh/thành phố').selectOption({ label: HCM.name })
  await filterForm(page).getByRole('button', { name: 'Áp dụng' }).click()
  await expect(page).toHaveURL(`/muc-rao-vat?province=${HCM.code}`)
  const cards = results(page).getByRole('article')
  await expect(cards.first()).toBeVisible()
  // Retried until the filtered list replaced the first one (the address changes first).
  await expect(cards.filter({ hasNotText: HCM.name })).toHaveCount(0)

  const sorts = page.getByRole('navigation', { name: 'Sắp xếp' })
  await sorts.getByRole('link', { name: 'Giá thấp đến cao' }).click()
  await expect(page).toHaveURL(`/muc-rao-vat?province=${HCM.code}&sort=price_asc`)
  // The address is the state: back shows the newest first again, the province still chosen.
  await page.goBack()
  await expect(page).toHaveURL(`/muc-rao-vat?province=${HCM.code}`)
  await expect(sorts.getByRole('link', { name: 'Mới nhất' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(filterForm(page).getByLabel('Tỉnh/thành phố')).toHaveValue(HCM.code)

  await visit(page, '/muc-rao-vat')
  const search = page.getByRole('searchbox', { name: 'Tìm tin rao vặt' })
  await search.fill('xe may')
  await search.press('Enter')
  await expect(page).toHaveURL('/muc-rao-vat?q=xe+may')
  await expect(search).toHaveValue('xe may')
  const found = results(page).getByRole('heading', { name: /xe máy/i })
  await expect(found.first()).toBeVisible()

  const title = (await found.first().innerText()).trim()
  await found.first().getByRole('link').click()
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Đường dẫn' })).toContainText('Rao vặt')
})

test('the phone number is only on the page after "Bấm để hiện số"', async ({
  page,
  request,
  createUser,
  axe,
}) => {
  const seller = await createUser()
  const ad = await postOwnAd(request, seller)
  const path = `/tin-rao-vat/${ad.slug}`

  const html = await (await request.get(path)).text()
  expect(html).toContain(ad.title)
  expect(html).toContain(`${grouped(seller.phone).slice(0, 8)} ***`)
  expect(html).not.toContain(seller.phone)
  expect(html).not.toContain(grouped(seller.phone))

  await visit(page, path)
  expect(await page.content()).not.toContain(seller.phone)
  await axe(page)

  await page.getByRole('button', { name: /Bấm để hiện số/ }).click()
  const call = page.getByRole('link', { name: `Gọi ${grouped(seller.phone)}` })
  await expect(call).toBeVisible()
  await expect(call).toHaveAttribute('href', `tel:${seller.phone}`)
  await expect(call).toBeFocused()
  await expect(page.getByRole('link', { name: /Nhắn Zalo/ })).toHaveAttribute(
    'href',
    `https://zalo.me/${seller.phone}`,
  )
})

test('a customer reports an ad once; the second report gets the duplicate message', async ({
  page,
  request,
  createUser,
  setSessionToken,
  axe,
}) => {
  const seller = await createUser()
  const ad = await postOwnAd(request, seller)
  const path = `/tin-rao-vat/${ad.slug}`

  // Anonymous: the report link goes to the login page and back.
  await visit(page, path)
  await page.getByRole('link', { name: 'Báo cáo tin (cần đăng nhập)' }).click()
  await expect(page).toHaveURL(`/login?redirect=${path}`)

  const customer = await createUser()
  await setSessionToken(page.context(), customer.token)
  await visit(page, path)
  await page.getByRole('button', { name: 'Báo cáo tin' }).click()
  const dialog = page.getByRole('dialog', { name: 'Báo cáo tin vi phạm' })
  await expect(dialog).toBeVisible()
  await axe(page)

  await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click()
  await expect(dialog.getByText('Vui lòng chọn lý do báo cáo.')).toBeVisible()

  await dialog.getByRole('radio', { name: 'Lừa đảo, yêu cầu chuyển tiền trước' }).check()
  await dialog.getByRole('textbox', { name: 'Mô tả thêm' }).fill('Người bán đòi đặt cọc 1 triệu')
  await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click()
  await expect(dialog.getByRole('status')).toHaveText(
    'Cảm ơn bạn đã báo cáo. Chúng tôi sẽ xem xét tin này sớm.',
  )
  await dialog.getByRole('button', { name: 'Đóng' }).click()
  await expect(dialog).toBeHidden()

  await visit(page, path)
  await page.getByRole('button', { name: 'Báo cáo tin' }).click()
  await dialog.getByRole('radio', { name: 'Tin trùng lặp hoặc spam' }).check()
  await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Bạn đã báo cáo tin này rồi. Cảm ơn bạn!')

  // The seller sees "Sửa tin" on their own ad instead.
  await setSessionToken(page.context(), seller.token)
  await visit(page, path)
  await expect(page.getByRole('link', { name: 'Sửa tin' })).toHaveAttribute(
    'href',
    `/my-account/manage-classifieds/${ad.id}/edit`,
  )
  await expect(page.getByRole('button', { name: 'Báo cáo tin' })).toHaveCount(0)
})

test('an unknown ad or topic answers 404 with the not-found page', async ({ page }) => {
  for (const path of ['/tin-rao-vat/khong-co-tin-nay', '/chu-de-tin-rao-vat/khong-co-chu-de']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Không tìm thấy/)
    await expect(page.getByRole('main').getByText(path)).toBeVisible()
  }
})

test('an ad page carries its canonical address, Open Graph picture and JSON-LD', async ({
  page,
  request,
}) => {
  const list = await request.get('/api/v1/classified-ads?per_page=1&has_image=true')
  const [ad] = (
    (await list.json()) as { data: { slug: string; title: string; price: number | null }[] }
  ).data
  await page.goto(`/tin-rao-vat/${ad!.slug}`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/tin-rao-vat/${ad!.slug}$`),
  )
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\//)
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const types = scripts.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
  expect(types).toContain('BreadcrumbList')
  expect(types).toContain(ad!.price === null ? 'ItemPage' : 'Product')
})

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('the list, its filters and a bad address still work', async ({ page }) => {
    const response = await page.goto('/muc-rao-vat?province=7&price_min=abc&sort=x&page=-1')
    expect(response?.status()).toBe(200)
    expect(await results(page).getByRole('article').count()).toBeGreaterThan(0)

    await filterForm(page).getByRole('checkbox', { name: 'Chỉ tin có ảnh' }).check()
    await filterForm(page).getByRole('textbox', { name: 'Giá đến' }).fill('5.000.000')
    await filterForm(page).getByRole('button', { name: 'Áp dụng' }).click()
    await expect(page).toHaveURL(/[?&]has_image=true/)
    await expect(filterForm(page).getByRole('textbox', { name: 'Giá đến' })).toHaveValue('5000000')
    const prices = await results(page).locator('article p', { hasText: '₫' }).allInnerTexts()
    expect(prices.length).toBeGreaterThan(0)
    for (const price of prices) {
      expect(Number(price.replace(/\D/g, ''))).toBeLessThanOrEqual(5_000_000)
    }
  })
})
