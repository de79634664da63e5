import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { visit } from '../support/pages.ts'

// "Sản phẩm bạn đã xem": the browser remembers the products it opened (no account), and the product
// page and the home show them, newest first, as their cards are now.

const recentlyViewed = (page: Page) => page.getByRole('region', { name: 'Sản phẩm bạn đã xem' })
const cardNames = (page: Page) => recentlyViewed(page).getByRole('heading', { level: 3 })

/** The ids the browser keeps, newest first (once the part under the buying box has loaded). */
const viewedIds = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('phiencho.recently-viewed') ?? '[]'))

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the product page and the home show the products viewed before (${viewport.width} px)`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(viewport)
    const response = await request.get('/api/v1/products?per_page=3&sort=newest')
    const { data } = (await response.json()) as {
      data: { id: number; slug: string; name: string }[]
    }
    const [first, second, third] = data as [(typeof data)[0], (typeof data)[0], (typeof data)[0]]

    // A first visit has nothing to show.
    await visit(page, `/san-pham/${first.slug}`)
    // A product counts as viewed once its page has loaded whole (what is under its buying box
    // comes after hydration, the list with it).
    await expect.poll(() => viewedIds(page)).toEqual([first.id])
    await expect(recentlyViewed(page)).toHaveCount(0)

    await visit(page, `/san-pham/${second.slug}`)
    await expect.poll(() => viewedIds(page)).toEqual([second.id, first.id])
    await visit(page, `/san-pham/${third.slug}`)
    // The page's own product is not in its list; the others are, newest first.
    await recentlyViewed(page).scrollIntoViewIfNeeded()
    await expect(cardNames(page)).toHaveText([second.name, first.name])
    await page.screenshot({
      path: testInfo.outputPath(`product-${viewport.width}.png`),
      fullPage: true,
    })

    await visit(page, '/')
    await recentlyViewed(page).scrollIntoViewIfNeeded()
    await expect(cardNames(page)).toHaveText([third.name, second.name, first.name])
    await expect(
      recentlyViewed(page).getByRole('link', { name: first.name }).first(),
    ).toHaveAttribute('href', `/san-pham/${first.slug}`)

    await recentlyViewed(page).getByRole('button', { name: 'Xóa lịch sử xem' }).click()
    await expect(recentlyViewed(page)).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Tin tức mới' })).toBeVisible()
    await expect(recentlyViewed(page)).toHaveCount(0)
  })
}

test('the header search says all of its hint on a phone (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visit(page, '/')
  const box = page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm, cửa hàng, thương hiệu' })
  const fits = await box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input, '::placeholder')
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const own = getComputedStyle(input)
    const room = input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight)
    return { text: context.measureText(input.placeholder).width, room }
  })
  expect(fits.text).toBeLessThanOrEqual(fits.room)
})
