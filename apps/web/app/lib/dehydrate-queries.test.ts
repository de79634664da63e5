import { QueryClient, queryOptions } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { dehydratedQueries, prefetchQueries } from './dehydrate-queries'

const found = (slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', slug],
    queryFn: () => ({ slug, name: 'Nồi cơm điện', price: 919_000, image: null }),
  })
const failed = queryOptions({
  queryKey: ['catalog', 'broken'],
  queryFn: (): Promise<{ slug: string }> => Promise.reject(new Error('500')),
})

/** A loader's JSON, and the data its request's cache holds (the render takes the same object). */
async function loaderState(slug = 'noi-com') {
  const client = new QueryClient()
  const json = await prefetchQueries(client, [found(slug), failed])
  return { json, data: client.getQueryData(found(slug).queryKey) }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('dehydrated queries', () => {
  it('gives the render the queries the loader wrote, as the browser reads them from JSON', async () => {
    const { json, data } = await loaderState()
    const parsed = JSON.parse(json).queries
    // The render of the same request takes the written state; failed queries stay out of it.
    const taken = dehydratedQueries(json)
    expect(taken.map((query) => query.queryKey)).toEqual([['catalog', 'product', 'noi-com']])
    expect(taken[0]!.state.data).toBe(data)
    expect(JSON.parse(JSON.stringify(taken))).toEqual(parsed)
    // Taken once: a second read (another render of the same JSON) parses it, to the same queries.
    const again = dehydratedQueries(json)
    expect(again).toEqual(parsed)
    expect(again[0]!.state.data).not.toBe(data)
  })

  it('parses a state that was written too long ago or pushed out by many others', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const old = await loaderState('cu')
    vi.setSystemTime(Date.now() + 6_000)
    const fresh = await loaderState('moi')
    expect(dehydratedQueries(old.json)[0]!.state.data).not.toBe(old.data)
    expect(dehydratedQueries(fresh.json)[0]!.state.data).toBe(fresh.data)

    const first = await loaderState('dau-tien')
    for (let i = 0; i < 100; i++) await loaderState(`khac-${i}`)
    expect(dehydratedQueries(first.json)[0]!.state.data).not.toBe(first.data)
  })

  it('gives no queries for anything but a loader state', () => {
    expect(dehydratedQueries(undefined)).toEqual([])
    expect(dehydratedQueries({ queries: [] })).toEqual([])
    expect(dehydratedQueries('null')).toEqual([])
    expect(dehydratedQueries('{"mutations":[]}')).toEqual([])
  })
})
