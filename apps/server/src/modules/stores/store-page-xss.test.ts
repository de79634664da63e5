import { adminPaths, adminUrl } from '@phiencho/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWebTestApp, injectAs, type TestApp, webBuilt } from '../../test/app.ts'
import { createStore } from '../../test/catalog-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'
import { type PageShape, pageShape } from '../../test/page-shape.ts'
import { xssCorpus } from '../../test/xss-corpus.ts'

// A store's profile (name, description, address) is plain text written in the back office: the
// public store page must show every payload of the corpus as text, with the same markup as for
// harmless words, in its body, its head and its JSON-LD.

let t: TestApp
let token: string
let storeId: number
const slug = 'cua-hang-thu-xss'

beforeAll(async () => {
  t = await createWebTestApp()
  token = (await createStaff(t, ['catalog'])).token
  storeId = (await createStore(t.database.db, { slug })).id
})
afterAll(() => t?.close())

/** The store page once the profile says `text` in its name, description and address. */
async function profilePage(text: string): Promise<PageShape> {
  const saved = await injectAs(t, token, {
    method: 'PUT',
    url: adminUrl(adminPaths.store, { id: storeId }),
    payload: {
      name: text.slice(0, 150),
      slug,
      description: text,
      address: text,
      province_code: null,
      phone: null,
      email: null,
      is_partner: false,
      logo: null,
      banner: null,
    },
  })
  expect(saved.statusCode, text).toBe(200)
  const res = await t.app.inject({
    url: `/cua-hang/${slug}`,
    headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 Chrome/156' },
  })
  expect(res.statusCode).toBe(200)
  return pageShape(res.body, (name) => name === 'main')
}

describe.skipIf(!webBuilt)('a store profile on the store page', () => {
  it('shows every payload of the XSS corpus as text, in the page, its head and its JSON-LD', async () => {
    // The first page rendered streams its lazy parts in after a fallback (one more script); later
    // pages render them at once, as compared here.
    await profilePage('Cửa hàng nông sản sạch Hoa Mai')
    const harmless = await profilePage('Cửa hàng nông sản sạch Hoa Mai')
    expect(Object.keys(harmless.elements).length).toBeGreaterThan(5)
    expect(harmless.text).toContain('Cửa hàng nông sản sạch Hoa Mai')
    for (const payload of xssCorpus) {
      const page = await profilePage(payload)
      // Stored as typed, trimmed at the ends as every text field is.
      const shown = payload.trim()
      expect(page.elements, payload).toEqual(harmless.elements)
      expect(page.scripts, payload).toBe(harmless.scripts)
      expect(Object.keys(page.meta).sort(), payload).toEqual(Object.keys(harmless.meta).sort())
      expect(page.text, payload).toContain(shown)
      expect(page.title, payload).toContain(shown.slice(0, 150).trim())
      expect(page.jsonLd.length, payload).toBe(harmless.jsonLd.length)
    }
  })
})
