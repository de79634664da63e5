import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { visit, waitForReactToOwn } from '../support/pages.ts'

// The product categories in the header: a mega menu on desktop ("Danh mục" in the navigation bar:
// every top-level category with its icon and subcategories), a drawer with levels that open on
// phones. Both are in the server's HTML, so they work before the page's scripts do.

const megaMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Danh mục chính' }).locator('details')
const drawer = (page: Page) => page.getByRole('navigation', { name: 'Menu chính' })

test('the server renders the category tree into the header', async ({ request }) => {
  const html = await (await request.get('/cua-hang')).text()
  for (const slug of ['thoi-trang-nam', 'ao-thun-nam', 'noi-com-dien']) {
    expect(html).toContain(`href="/danh-muc-san-pham/${slug}"`)
  }
})

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('"Danh mục" opens every category with its subcategories; a click leads there', async ({
    page,
  }, testInfo) => {
    await visit(page, '/tin-tuc')
    const menu = megaMenu(page)
    const panel = menu.getByRole('list').first()
    await expect(panel).toBeHidden()
    await menu.locator('summary').click()
    await expect(panel.getByRole('link', { name: 'Thời trang nam', exact: true })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Nồi cơm điện' })).toBeVisible()
    // Each top-level category has its picture as an icon.
    await expect(panel.locator('li img').first()).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('mega-menu-1280.png') })

    await panel.getByRole('link', { name: 'Áo thun nam' }).click()
    await expect(page).toHaveURL(/\/danh-muc-san-pham\/ao-thun-nam$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Áo thun nam')
    // Closed again after the navigation.
    await expect(panel).toBeHidden()
  })

  test('opened before its script arrives, it stays open once the script takes it over', async ({
    page,
  }) => {
    // The menus' chunk is held back, as on a slow phone connection, until the menu is open.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/header-menus-*.js', async (route) => {
      await held
      await route.continue()
    })
    await visit(page, '/tin-tuc')
    const menu = megaMenu(page)
    await menu.locator('summary').click()
    const panel = menu.getByRole('list').first()
    await expect(panel.getByRole('link', { name: 'Thời trang nam', exact: true })).toBeVisible()

    const chunk = page.waitForResponse(/\/assets\/header-menus-[^/]*\.js$/)
    release()
    await chunk
    await waitForReactToOwn(page, 'nav[aria-label="Danh mục chính"] details')
    await expect(panel.getByRole('link', { name: 'Thời trang nam', exact: true })).toBeVisible()
  })

  test('works from the keyboard: Enter opens, Tab reaches the links, Escape closes', async ({
    page,
  }) => {
    await visit(page, '/')
    const summary = megaMenu(page).locator('summary')
    await summary.focus()
    await page.keyboard.press('Enter')
    const first = megaMenu(page).getByRole('link').first()
    await expect(first).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(first).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(first).toBeHidden()
    await expect(summary).toBeFocused()
  })
})

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the drawer opens a category to its subcategories; a tap leads there', async ({
    page,
  }, testInfo) => {
    await visit(page, '/')
    await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).click()
    const menu = drawer(page)
    await expect(menu).toBeVisible()
    // The drawer covers most of the screen from the left, with the page dimmed beside it.
    const box = (await menu.boundingBox())!
    expect(box.x).toBe(0)
    expect(box.width).toBeGreaterThan(300)

    const fashion = menu.locator('details', { hasText: 'Thời trang nam' })
    const child = fashion.getByRole('link', { name: 'Áo sơ mi nam' })
    await expect(child).toBeHidden()
    await fashion.locator('summary').click()
    await expect(child).toBeVisible()
    await expect(fashion.getByRole('link', { name: 'Tất cả Thời trang nam' })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('drawer-390.png') })

    await child.tap()
    await expect(page).toHaveURL(/\/danh-muc-san-pham\/ao-so-mi-nam$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Áo sơ mi nam')
    await expect(menu).toBeHidden()
  })

  test('the close button and Escape close the drawer', async ({ page }) => {
    await visit(page, '/san-pham')
    const summary = page.getByRole('banner').locator('summary', { hasText: 'Menu' })
    await summary.click()
    await expect(drawer(page)).toBeVisible()
    await drawer(page).getByRole('button', { name: 'Đóng menu' }).click()
    await expect(drawer(page)).toBeHidden()

    await summary.click()
    await expect(drawer(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer(page)).toBeHidden()
  })
})
