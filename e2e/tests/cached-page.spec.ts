import { expect, test } from '../support/fixtures.ts'
import { siteHeader, waitForHydration } from '../support/pages.ts'

test('a page served from the micro-cache runs its scripts under the hash-based policy', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  // The first visit renders and keeps the page; the second is answered from memory.
  await page.goto('/thuong-hieu-noi-tieng')
  const response = await page.goto('/thuong-hieu-noi-tieng')
  expect(response?.headers()['x-cache']).toBe('HIT')
  const policy = response!.headers()['content-security-policy']!
  expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/)
  expect(policy).not.toContain('nonce-')

  // Hydrated: the header search answers typing with suggestions.
  await waitForHydration(page)
  const box = siteHeader(page).getByRole('combobox', {
    name: 'Tìm kiếm sản phẩm, cửa hàng, thương hiệu',
  })
  await box.pressSequentially('dien thoai', { delay: 30 })
  await expect(page.getByRole('listbox', { name: 'Gợi ý tìm kiếm' })).toBeVisible()
  expect(violations).toEqual([])
})
