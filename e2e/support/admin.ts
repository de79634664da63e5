import {
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  expect,
  type Page,
  request as apiRequest,
} from '@playwright/test'
import type { Credentials } from './fixtures.ts'
import { visit } from './pages.ts'
import { RUN_ENV } from './paths.ts'

const DEMO_PASSWORD = 'PhienCho@2026'

/** The demo staff, one per role template (README), with the template each holds. */
export const DEMO_STAFF = [
  { email: 'chucuahang@phiencho.vn', role: 'Chủ cửa hàng' },
  { email: 'quantri@phiencho.vn', role: 'Quản trị viên' },
  { email: 'donhang@phiencho.vn', role: 'Nhân viên đơn hàng' },
  { email: 'sanpham@phiencho.vn', role: 'Nhân viên sản phẩm/kho' },
  { email: 'bientap@phiencho.vn', role: 'Biên tập viên' },
  { email: 'kiemduyet@phiencho.vn', role: 'Kiểm duyệt viên' },
  { email: 'ketoan@phiencho.vn', role: 'Kế toán' },
  { email: 'congtacvien@phiencho.vn', role: 'Cộng tác viên viết bài' },
].map((staff) => ({ ...staff, password: DEMO_PASSWORD }))

export const DEMO_OWNER: Credentials = DEMO_STAFF[0]!

export const adminSidebar = (page: Page) => page.getByRole('navigation', { name: 'Trang quản trị' })

/** Signs in through the form of /quan-tri/dang-nhap the page is on. */
export async function submitStaffSignIn(page: Page, { email, password }: Credentials) {
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await main.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(password)
  await main.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
}

/** Opens the sign-in, signs in, and waits for the back office's home. */
export async function staffSignIn(page: Page, credentials: Credentials) {
  await visit(page, '/quan-tri/dang-nhap')
  await submitStaffSignIn(page, credentials)
  await expect(page).toHaveURL('/quan-tri')
  await expect(page.getByRole('heading', { level: 1, name: /^Xin chào/ })).toBeVisible()
}

const STAFF_COOKIE = 'phiencho_staff'

// One back-office session per staff member and test worker (a worker runs its tests one after
// another): the journeys that are not about signing in skip the form and its password hashing.
const workerSessions = new Map<string, Cookie>()

/** Gives the browser a staff session, signed in through the API (the form's own journeys do not use this). */
export async function giveStaffSession(context: BrowserContext, staff: Credentials) {
  const kept = workerSessions.get(staff.email)
  if (kept) return context.addCookies([kept])
  // Signed in from a request context of its own: the browser may carry a shopper's cookies, with
  // which the sign-in would be a cookie request that must echo the CSRF token.
  const api = await apiRequest.newContext({ baseURL: process.env[RUN_ENV.baseUrl] })
  try {
    const response = await api.post('/api/v1/admin/session', { data: staff })
    expect(response.status(), await response.text()).toBe(200)
    const cookie = (await api.storageState()).cookies.find((item) => item.name === STAFF_COOKIE)
    expect(cookie, 'staff cookie').toBeDefined()
    workerSessions.set(staff.email, cookie!)
    await context.addCookies([cookie!])
  } finally {
    await api.dispose()
  }
}

/** Opens the back office's home as `staff`, with a session from giveStaffSession. */
export async function openBackOffice(page: Page, staff: Credentials) {
  await giveStaffSession(page.context(), staff)
  await visit(page, '/quan-tri')
  await expect(page.getByRole('heading', { level: 1, name: /^Xin chào/ })).toBeVisible()
}

/** A bearer token of the demo owner, for setting data up through the API. */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/login', { data: DEMO_OWNER })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { token: string }).token
}
