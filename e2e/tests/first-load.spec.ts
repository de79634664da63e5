import { expect, test } from '../support/fixtures.ts'
import { firstSlug, visit } from '../support/pages.ts'

// zod and the contracts' schemas (about 27 kB gzip) are for the forms that validate in the browser
// (ADR 008). A page that only shows the catalogue, the news or the ads must not load them before it
// is interactive. zod's code carries the name of its error class; none of ours does.
const ZOD_MARKER = 'ZodError'

for (const path of [
  '/',
  '/san-pham',
  '/danh-muc-san-pham/thoi-trang-nam',
  '/tim-kiem?q=ao',
  '/cua-hang',
  '/thuong-hieu-noi-tieng',
  '/tin-tuc',
  '/muc-rao-vat',
  'a product page',
]) {
  test(`${path} loads no zod before it is interactive`, async ({ page, request }) => {
    const address =
      path === 'a product page'
        ? `/san-pham/${await firstSlug(request, '/api/v1/products?per_page=1&sort=best_selling')}`
        : path
    const scripts: Promise<string | null>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push(
        response.text().then((text) => (text.includes(ZOD_MARKER) ? response.url() : null)),
      )
    })
    await visit(page, address)
    const loaded = await Promise.all(scripts)
    expect(loaded.length).toBeGreaterThan(5)
    expect(loaded.filter((url) => url !== null)).toEqual([])
  })
}
