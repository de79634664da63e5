import { apiPaths, catalogQueryMessages, RECENTLY_VIEWED_MAX } from '@phiencho/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { createCategory, createProduct } from '../../test/catalog-factories.ts'

// The browser keeps the products a shopper viewed (ids only) and asks for their cards as they are
// now: the order it remembers, products no longer on sale left out.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const cards = (ids: string) => t.app.inject(`${apiPaths.productCards}?ids=${ids}`)

describe('GET /product-cards', () => {
  it('answers the cards in the order asked, once each, without hidden products', async () => {
    const db = t.database.db
    const category = await createCategory(db)
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => createProduct(db, { category_id: category.id })),
    )
    const draft = await createProduct(db, { category_id: category.id, status: 'draft' })

    const res = await cards(`${c!.id},${draft.id},${a!.id},99999999,${c!.id},${b!.id}`)
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data as { id: number; slug: string; effective_price: number }[]
    expect(data.map((card) => card.id)).toEqual([c!.id, a!.id, b!.id])
    expect(data[0]).toMatchObject({ slug: c!.slug, effective_price: 100_000 })
  })

  it('refuses a missing, malformed or too long list with a Vietnamese message', async () => {
    const tooMany = Array.from({ length: RECENTLY_VIEWED_MAX + 1 }, (_, i) => i + 1).join(',')
    for (const ids of ['', 'abc', '1,,2', '0', '-3', '1.5', tooMany]) {
      const res = await cards(ids)
      expect(res.statusCode, ids).toBe(422)
      expect(res.json().errors.ids).toEqual([catalogQueryMessages.productIds])
    }
    const none = await t.app.inject(apiPaths.productCards)
    expect(none.statusCode).toBe(422)
    expect(none.json().errors.ids).toEqual([catalogQueryMessages.productIds])
  })
})
