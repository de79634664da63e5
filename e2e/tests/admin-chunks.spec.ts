import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { firstLoadJs, firstLoadScripts } from '../../bench/lib/first-load-js.ts'
import { expect, test } from '../support/fixtures.ts'
import { firstSlug } from '../support/pages.ts'
import { webBuildDir } from '../support/paths.ts'

interface ManifestRoute {
  id: string
  module: string
  imports?: string[]
  css?: string[]
}

/** React Router's browser manifest of the build the server serves. */
function manifestRoutes(): ManifestRoute[] {
  const assets = path.join(webBuildDir, 'client/assets')
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))!
  const text = readFileSync(path.join(assets, file), 'utf8')
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)
  return Object.values((JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes)
}

const filesOf = (route: ManifestRoute) => [
  route.module,
  ...(route.imports ?? []),
  ...(route.css ?? []),
]

/** The files only back-office routes load: their own chunks and stylesheets. */
function backOfficeFiles(): Set<string> {
  const routes = manifestRoutes()
  const shop = new Set(routes.filter((r) => !r.id.startsWith('routes/admin/')).flatMap(filesOf))
  return new Set(
    routes
      .filter((r) => r.id.startsWith('routes/admin/'))
      .flatMap(filesOf)
      .filter((file) => !shop.has(file)),
  )
}

const stylesheets = (html: string) =>
  [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(([, href]) => href!)

test('no shop page loads a back-office chunk or stylesheet first, and the shop stays under 150 kB', async ({
  request,
}) => {
  const admin = backOfficeFiles()
  expect(admin.size).toBeGreaterThan(3)
  const product = `/san-pham/${await firstSlug(request, '/api/v1/products?per_page=1&sort=best_selling')}`
  for (const address of ['/', '/san-pham', product, '/login', '/tin-tuc', '/muc-rao-vat']) {
    const html = await (await request.get(address)).text()
    const loaded = [...firstLoadScripts(html), ...stylesheets(html)]
    expect(loaded.length, address).toBeGreaterThan(5)
    expect(
      loaded.filter((file) => admin.has(file)),
      address,
    ).toEqual([])
  }
  // The budget of the catalogue's pages (first-load.spec.ts) still holds with the back office built.
  for (const address of ['/', '/san-pham', product]) {
    const js = await firstLoadJs(await (await request.get(address)).text())
    expect(js.gzipBytes, address).toBeLessThan(150_000)
  }
})

test('the back office loads its own chunks, its first load within the same budget', async ({
  request,
}) => {
  const admin = backOfficeFiles()
  const html = await (await request.get('/quan-tri/dang-nhap')).text()
  const loaded = firstLoadScripts(html)
  expect(loaded.some((file) => admin.has(file))).toBe(true)
  const js = await firstLoadJs(html)
  expect(js.gzipBytes).toBeLessThan(150_000)
})
