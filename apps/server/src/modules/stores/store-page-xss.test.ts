import { adminPaths, adminUrl } from '@phiencho/contracts'
import { Parser } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWebTestApp, injectAs, type TestApp, webBuilt } from '../../test/app.ts'
import { createStore } from '../../test/catalog-factories.ts'
import { createStaff } from '../../test/staff-factories.ts'
import { xssCorpus } from '../../test/xss-corpus.ts'

// A store's profile (name, description, address) is plain text written in the back office: the
// public store page must show every payload of the corpus as text, with the same markup as for
// harmless words, in its body, its head and its JSON-LD.

interface PageShape {
  /** Each element of <main> with its attribute names, counted. */
  main: Record<string, number>
  mainText: string
  scripts: number
  title: string
  /** The head's <meta> elements, by name or property, with their content. */
  meta: Record<string, string>
  jsonLd: unknown[]
}

function pageShape(html: string): PageShape {
  const shape: PageShape = { main: {}, mainText: '', scripts: 0, title: '', meta: {}, jsonLd: [] }
  let depth = 0
  let inTitle = false
  let inJsonLd = false
  let jsonText = ''
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'script') {
          shape.scripts += 1
          inJsonLd = attribs.type === 'application/ld+json'
          jsonText = ''
        }
        if (name === 'title') inTitle = true
        const key = attribs.name ?? attribs.property
        if (name === 'meta' && key) shape.meta[key] = attribs.content ?? ''
        if (depth === 0 && name !== 'main') return
        depth += 1
        const element = `${name}[${Object.keys(attribs).sort().join(' ')}]`
        shape.main[element] = (shape.main[element] ?? 0) + 1
      },
      ontext(text) {
        if (depth > 0) shape.mainText += text
        if (inTitle) shape.title += text
        if (inJsonLd) jsonText += text
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false
        if (name === 'script' && inJsonLd) {
          shape.jsonLd.push(JSON.parse(jsonText))
          inJsonLd = false
        }
        if (depth > 0) depth -= 1
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return shape
}

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
  return pageShape(res.body)
}

describe.skipIf(!webBuilt)('a store profile on the store page', () => {
  it('shows every payload of the XSS corpus as text, in the page, its head and its JSON-LD', async () => {
    // The first page rendered streams its lazy parts in after a fallback (one more script); later
    // pages render them at once, as compared here.
    await profilePage('Cửa hàng nông sản sạch Hoa Mai')
    const harmless = await profilePage('Cửa hàng nông sản sạch Hoa Mai')
    expect(Object.keys(harmless.main).length).toBeGreaterThan(5)
    expect(harmless.mainText).toContain('Cửa hàng nông sản sạch Hoa Mai')
    for (const payload of xssCorpus) {
      const page = await profilePage(payload)
      // Stored as typed, trimmed at the ends as every text field is.
      const shown = payload.trim()
      expect(page.main, payload).toEqual(harmless.main)
      expect(page.scripts, payload).toBe(harmless.scripts)
      expect(Object.keys(page.meta).sort(), payload).toEqual(Object.keys(harmless.meta).sort())
      expect(page.mainText, payload).toContain(shown)
      expect(page.title, payload).toContain(shown.slice(0, 150).trim())
      expect(page.jsonLd.length, payload).toBe(harmless.jsonLd.length)
    }
  })
})
