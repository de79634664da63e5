import { type APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import {
  adminSidebar,
  DEMO_OWNER,
  DEMO_STAFF,
  openBackOffice,
  ownerToken,
} from '../support/admin.ts'
import { visit } from '../support/pages.ts'
import { addFromProductPage, fillCheckout, sellableProducts, vnd } from '../support/shop.ts'

interface BankSettings {
  bank_bin: string | null
  bank_account_number: string | null
  bank_account_name: string | null
}

interface DashboardFigures {
  revenue: number
  revenue_orders: number
  order_count: number
  revenue_by_day: { revenue: number }[]
}

// A 1 × 1 PNG.
const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

/** A Vietnamese calendar day, `offset` days from today. */
const vietnamDay = (offset: number) =>
  new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10)

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

async function ownerApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await ownerToken(request)}` }
  return {
    get: async <T>(path: string) => {
      const response = await request.get(path, { headers })
      expect(response.status(), path).toBe(200)
      return (await response.json()) as T
    },
    patchSettings: async (data: Record<string, unknown>) => {
      const response = await request.patch('/api/v1/admin/settings', { headers, data })
      expect(response.status()).toBe(200)
    },
  }
}

test('the owner reads the dashboard, changes the bank account a shopper then pays to, and finds the change in the log', async ({
  page,
  browser,
  request,
  createUser,
  setSessionToken,
  axe,
}) => {
  const api = await ownerApi(request)
  // Every other journey pays to the demo account: it is put back whatever happens here.
  const original = (await api.get<{ bank: BankSettings }>('/api/v1/admin/settings')).bank
  const restore = Object.fromEntries(Object.entries(original).filter(([, v]) => v !== null))
  delete restore.bank_name

  // A range that ended yesterday: no journey running beside this one can change its figures.
  const from = vietnamDay(-30)
  const to = vietnamDay(-1)
  const figures = await api.get<DashboardFigures>(
    `/api/v1/admin/dashboard?range=custom&from=${from}&to=${to}`,
  )

  try {
    await openBackOffice(page, DEMO_OWNER)
    await expect(adminSidebar(page).getByRole('link', { name: 'Tổng quan' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await page.getByRole('link', { name: '30 ngày' }).click()
    await expect(page).toHaveURL('/quan-tri?range=30d')
    await expect(page.getByRole('link', { name: '30 ngày' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // Dates the wrong way round: the reason alone, no figures pretending to load.
    await page.getByLabel('Từ ngày').fill(to)
    await page.getByLabel('Đến ngày').fill(from)
    await page.getByRole('button', { name: 'Xem khoảng tùy chọn' }).click()
    await expect(page.getByText('Ngày kết thúc phải sau hoặc bằng ngày bắt đầu.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Việc cần làm' })).toHaveCount(0)
    await page.getByLabel('Từ ngày').fill(from)
    await page.getByLabel('Đến ngày').fill(to)
    await page.getByRole('button', { name: 'Xem khoảng tùy chọn' }).click()
    await expect(page).toHaveURL(`/quan-tri?range=custom&from=${from}&to=${to}`)
    // The revenue card shows the API's figure (the average card may show the same amount).
    await expect(
      page
        .getByRole('definition')
        .filter({ hasText: exactly(vnd(figures.revenue)) })
        .first(),
    ).toBeVisible()
    await expect(
      page
        .getByRole('definition')
        .filter({ hasText: `Từ ${figures.revenue_orders.toLocaleString('vi-VN')} đơn` }),
    ).toBeVisible()
    if (figures.revenue_by_day.some((day) => day.revenue > 0)) {
      await expect(page.getByRole('img', { name: /^Biểu đồ doanh thu theo ngày/ })).toBeVisible()
    } else {
      await expect(page.getByText('Chưa có doanh thu trong khoảng này.')).toBeVisible()
    }
    await expect(page.getByRole('link', { name: /^Đơn chờ xác nhận/ })).toHaveAttribute(
      'href',
      '/quan-tri/don-hang?tab=cho-xac-nhan',
    )
    await axe(page)

    // The bank account, with the QR a shopper would scan, checked as it is typed.
    await adminSidebar(page).getByRole('link', { name: 'Cài đặt' }).click()
    await expect(page).toHaveURL('/quan-tri/cai-dat')
    const bank = page.getByRole('region', { name: 'Tài khoản ngân hàng' })
    const accountNumber = `9${String(Date.now()).slice(-9)}`
    await bank
      .getByRole('combobox', { name: 'Ngân hàng' })
      .selectOption({ label: 'Vietcombank – Ngân hàng TMCP Ngoại thương Việt Nam' })
    const number = bank.getByRole('textbox', { name: 'Số tài khoản' })
    await number.fill('12ab')
    await bank.getByRole('button', { name: 'Lưu tài khoản ngân hàng' }).click()
    await expect(number).toHaveAccessibleDescription('Số tài khoản gồm 6 đến 19 chữ số.')
    await number.fill(accountNumber)
    await bank.getByRole('textbox', { name: 'Chủ tài khoản' }).fill('Nguyễn Văn Thử')
    await expect(
      bank.getByRole('img', { name: new RegExp(`tài khoản ${accountNumber} tại Vietcombank`) }),
    ).toBeVisible()
    await axe(page)
    await bank.getByRole('button', { name: 'Lưu tài khoản ngân hàng' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Đã lưu tài khoản ngân hàng.' }),
    ).toBeVisible()
    await expect(number).not.toHaveAttribute('aria-invalid')

    // A shopper's bank transfer now names the new account.
    const [product] = await sellableProducts(request, 1, { page: 7 })
    const shopper = await browser.newContext()
    try {
      const user = await createUser()
      await setSessionToken(shopper, user.token)
      const shop = await shopper.newPage()
      await addFromProductPage(shop, product!)
      await visit(shop, '/checkout')
      await fillCheckout(shop, { name: user.name, phone: user.phone })
      await shop.getByRole('radio', { name: /Chuyển khoản ngân hàng/ }).check()
      await shop.getByRole('button', { name: /^Đặt hàng/ }).click()
      await expect(shop.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible()
      await expect(shop.getByRole('img', { name: /Mã VietQR/ })).toBeVisible()
      await expect(shop.getByRole('definition').filter({ hasText: accountNumber })).toHaveCount(1)
      await expect(shop.getByRole('definition').filter({ hasText: 'NGUYEN VAN THU' })).toHaveCount(
        1,
      )
    } finally {
      await shopper.close()
    }

    // The change is in the log, before and after side by side.
    await adminSidebar(page).getByRole('link', { name: 'Nhật ký' }).click()
    await expect(page).toHaveURL('/quan-tri/nhat-ky')
    await page
      .getByRole('combobox', { name: 'Thao tác' })
      .selectOption({ label: 'Cập nhật cài đặt website' })
    await page.getByRole('button', { name: 'Lọc' }).click()
    await expect(page).toHaveURL(/^[^?]+\/quan-tri\/nhat-ky\?.*action=settings\.update/)
    const table = page.getByRole('table', { name: 'Nhật ký thao tác' })
    const row = table.getByRole('row').nth(1)
    await expect(row).toContainText(DEMO_OWNER.email)
    await row.getByText(/^Chi tiết/).click()
    await expect(row.getByRole('row').filter({ hasText: 'Số tài khoản' })).toContainText(
      accountNumber,
    )
    await axe(page)
  } finally {
    await api.patchSettings(restore)
  }
  const after = (await api.get<{ bank: BankSettings }>('/api/v1/admin/settings')).bank
  expect(after).toEqual(original)
})

test('an administrator edits the website and commerce settings but not the bank; an order clerk has no settings', async ({
  page,
  browser,
  axe,
}) => {
  await openBackOffice(
    page,
    DEMO_STAFF.find((staff) => staff.email === 'quantri@phiencho.vn')!,
  )
  await adminSidebar(page).getByRole('link', { name: 'Cài đặt' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Thông tin website' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Bán hàng' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Tài khoản ngân hàng' })).toHaveCount(0)
  // Nothing changed, nothing sent.
  await page.getByRole('button', { name: 'Lưu cài đặt bán hàng' }).click()
  await expect(page.getByText('Chưa có thay đổi nào để lưu.')).toBeVisible()
  // A picture is uploaded as soon as it is chosen and previewed; not saved here.
  await page.getByLabel('Chọn logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PIXEL_PNG, 'base64'),
  })
  await expect(page.getByRole('img', { name: 'Logo hiện tại' })).toHaveAttribute(
    'src',
    /^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/,
  )
  const email = page.getByRole('textbox', { name: 'Email liên hệ' })
  await email.fill('khong-phai-email')
  await page.getByRole('button', { name: 'Lưu thông tin website' }).click()
  await expect(email).toHaveAccessibleDescription('Email liên hệ không hợp lệ.')
  await axe(page)

  const clerk = await browser.newContext()
  try {
    const clerkPage = await clerk.newPage()
    await openBackOffice(
      clerkPage,
      DEMO_STAFF.find((staff) => staff.email === 'donhang@phiencho.vn')!,
    )
    await expect(adminSidebar(clerkPage).getByRole('link', { name: 'Cài đặt' })).toHaveCount(0)
    const refused = await clerkPage.goto('/quan-tri/cai-dat')
    expect(refused?.status()).toBe(403)
    await expect(
      clerkPage.getByRole('heading', { level: 1, name: 'Bạn không có quyền mở trang này' }),
    ).toBeVisible()
  } finally {
    await clerk.close()
  }
})
