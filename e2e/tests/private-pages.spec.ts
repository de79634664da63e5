import type { APIRequestContext, APIResponse } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'

// Pages with a visitor's own data, or a password field, are kept by no cache; the catalogue is.

const PRIVATE = 'private, no-store'

async function page(
  request: APIRequestContext,
  path: string,
  token?: string,
): Promise<APIResponse> {
  const response = await request.get(path, {
    headers: token ? { cookie: `token=${token}` } : {},
    maxRedirects: 0,
  })
  expect(response.status(), path).toBe(200)
  return response
}

test('account, cart, checkout, order and password pages say no cache may keep them', async ({
  request,
  createUser,
}) => {
  const anonymous = [
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=abc&email=khach%40phiencho.test',
    '/gio-hang',
    '/cart',
    '/checkout',
    '/don-hang/lich-su',
    '/don-hang/thanh-cong?code=PC202601010001',
  ]
  for (const path of anonymous) {
    expect((await page(request, path)).headers()['cache-control'], path).toBe(PRIVATE)
  }

  const user = await createUser()
  const account = [
    '/my-account',
    '/my-account/change-password',
    '/my-account/product-wish-list',
    '/my-account/order-history',
    '/my-account/addresses',
    '/my-account/manage-classifieds',
    '/my-account/manage-classifieds/create',
    '/don-hang/lich-su',
    '/gio-hang',
    // What a client-side navigation fetches: the same data, the same rule.
    '/my-account/addresses.data',
  ]
  for (const path of account) {
    expect((await page(request, path, user.token)).headers()['cache-control'], path).toBe(PRIVATE)
  }
})

test('a catalogue page stays shareable: no private or no-store, and served from the page cache', async ({
  request,
}) => {
  for (const path of ['/san-pham', '/thuong-hieu-noi-tieng']) {
    await page(request, path)
    const again = await page(request, path)
    expect(again.headers()['cache-control'] ?? '', path).not.toMatch(/private|no-store/)
    expect(again.headers()['x-cache'], path).toBe('HIT')
  }
})
