import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { seedDemoCatalogOnly } from '../../test/demo-catalog.ts'
import { type RelevanceCase, relevanceSet } from './relevance-set.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  await seedDemoCatalogOnly(t.database.db)
})
afterAll(() => t?.close())

async function firstTen(q: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/search?type=products&per_page=10&q=${encodeURIComponent(q)}`,
  })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().products.data as Array<{ name: string }>).map((p) => p.name)
}

/** What is wrong with one query's first ten, or nothing. */
function failure(c: RelevanceCase, names: string[]): string | undefined {
  const has = (start: string) => names.some((name) => name.startsWith(start))
  const missing = c.must.filter((start) => !has(start))
  const unwanted = c.mustNot.filter(has)
  if (!missing.length && !unwanted.length) return undefined
  return [
    `"${c.q}"`,
    missing.length ? `  missing: ${missing.join(' | ')}` : '',
    unwanted.length ? `  unwanted: ${unwanted.join(' | ')}` : '',
    `  first ten: ${names.join(' | ')}`,
  ]
    .filter(Boolean)
    .join('\n')
}

describe('search relevance on the demo catalogue', () => {
  it('holds at least 30 queries, with and without marks', () => {
    expect(relevanceSet.length).toBeGreaterThanOrEqual(30)
    const marked = relevanceSet.filter((c) => /[^\p{ASCII}]/u.test(c.q))
    expect(marked.length).toBeGreaterThan(5)
    expect(relevanceSet.length - marked.length).toBeGreaterThan(5)
  })

  it('puts the expected products in the first ten and keeps the others out', async () => {
    const failures: string[] = []
    for (const c of relevanceSet) {
      const problem = failure(c, await firstTen(c.q))
      if (problem) failures.push(problem)
    }
    expect(failures.join('\n\n'), `${failures.length} of ${relevanceSet.length} queries`).toBe('')
  })

  it('shows products missing a word only when none has them all', async () => {
    const counts = async (q: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/search?q=${encodeURIComponent(q)}`,
      })
      const facets = await t.app.inject({
        method: 'GET',
        url: `/api/v1/search/facets?q=${encodeURIComponent(q)}`,
      })
      return { page: res.json().products.meta.total, facets: facets.json().total }
    }
    // The 13 rice cookers have every word; the hot pot and the classic sandals do not.
    expect(await counts('noi com dien')).toEqual({ page: 13, facets: 13 })
    // None has "sharp": the rice cookers, with two of the three words, and nothing with one.
    expect(await counts('noi com sharp')).toEqual({ page: 13, facets: 13 })
  })
})
