import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { postAd } from '../support/classifieds.ts'
import { visit } from '../support/pages.ts'

// The policy's script-src has no 'unsafe-eval': code of the app that evaluates strings (a
// library compiling functions, say) is blocked there, and whatever relied on it breaks.

/** Every CSP violation of the page, across its navigations: the event and the console's report. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation
      report(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

async function somePlace(request: APIRequestContext) {
  const provinces = (await (await request.get('/api/v1/provinces')).json()) as {
    data: { code: string; name: string }[]
  }
  return provinces.data.find((item) => item.name === 'Thành phố Hà Nội')!
}

test('the address book runs and validates its form without eval', async ({
  page,
  createUser,
  setSessionToken,
  context,
}) => {
  const violations = await watchCsp(page)
  const user = await createUser()
  await setSessionToken(context, user.token)
  await visit(page, '/my-account/addresses')
  await expect(page.getByRole('heading', { name: 'Sổ địa chỉ' })).toBeVisible()

  await page.getByRole('button', { name: 'Lưu địa chỉ' }).click()
  await expect(page.getByText('Vui lòng nhập số nhà, tên đường.')).toBeVisible()
  await page.getByLabel('Họ tên người nhận').fill('Võ Thị Lan')
  await page.getByLabel('Số điện thoại').fill('0903123456')
  await page.getByLabel('Tỉnh / Thành phố').selectOption({ label: 'Thành phố Hồ Chí Minh' })
  const ward = page.getByLabel('Phường / Xã')
  await expect(ward.locator('option')).not.toHaveCount(1)
  await ward.selectOption({ index: 1 })
  await page.getByLabel('Số nhà, tên đường').fill('45 Nguyễn Huệ')
  await page.getByRole('button', { name: 'Lưu địa chỉ' }).click()
  await expect(
    page.getByRole('list', { name: 'Địa chỉ đã lưu' }).getByRole('listitem'),
  ).toHaveCount(1)
  expect(violations).toEqual([])
})

test('the edit page of an ad runs its form and editor without eval', async ({
  page,
  request,
  createUser,
  setSessionToken,
  context,
}) => {
  const violations = await watchCsp(page)
  const owner = await createUser()
  const province = await somePlace(request)
  const { id } = await postAd(request, owner, { provinceCode: province.code })

  await setSessionToken(context, owner.token)
  await visit(page, `/my-account/manage-classifieds/${id}/edit`)
  const title = page.getByRole('textbox', { name: 'Tiêu đề', exact: true })
  await expect(title).toHaveValue('Cho thuê phòng trọ gần chợ Bến Thành')
  const editor = page.getByRole('textbox', { name: 'Nội dung' })
  await expect(editor).toBeVisible({ timeout: 15_000 })
  await title.fill('')
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click()
  await expect(page.getByText('Vui lòng nhập tiêu đề.')).toBeVisible()
  await title.fill('Cho thuê phòng trọ gần chợ Bến Thành, có gác')
  await editor.click()
  await page.keyboard.type(' Liên hệ buổi tối.')
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click()
  await expect(page).toHaveURL(/\/my-account\/manage-classifieds$/)
  expect(violations).toEqual([])
})
