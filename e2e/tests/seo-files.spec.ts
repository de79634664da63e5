import { expect, test } from '../support/fixtures.ts'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)

test('robots.txt points to the sitemap, whose files list the products', async ({ request }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.ok()).toBe(true)
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(await robots.text())?.[1]
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/)

  const index = await request.get('/sitemap.xml')
  expect(index.headers()['content-type']).toContain('xml')
  const files = locs(await index.text())
  expect(files.length).toBeGreaterThan(0)

  const urls: string[] = []
  for (const file of files) {
    const response = await request.get(new URL(file).pathname)
    expect(response.ok(), file).toBe(true)
    urls.push(...locs(await response.text()))
  }
  const listed = new Set(urls.map((url) => new URL(url).pathname))

  const products = await request.get('/api/v1/products?per_page=48&sort=newest')
  const { data, meta } = (await products.json()) as {
    data: { slug: string }[]
    meta: { total: number }
  }
  for (const product of data) expect(listed).toContain(`/san-pham/${product.slug}`)
  expect([...listed].filter((path) => path.startsWith('/san-pham/')).length).toBe(meta.total)
  expect(listed).toContain('/')
})
