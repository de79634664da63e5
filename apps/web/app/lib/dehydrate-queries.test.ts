import { QueryClient, queryOptions } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'

import { dehydratedQueries, prefetchQueries } from './dehydrate-queries'

const product = { id: 7, name: 'Nồi cơm điện', price: 919_000, image: null }

async function loaderState() {
  const client = new QueryClient()
  const found = queryOptions({
    queryKey: ['catalog', 'product', 'noi-com'],
    queryFn: () => product,
  })
  const failed = queryOptions({
    queryKey: ['catalog', 'broken'],
    queryFn: (): Promise<typeof product> => Promise.reject(new Error('500')),
  })
  return prefetchQueries(client, [found, failed])
}

describe('dehydrated queries', () => {
  it('gives the render the queries the loader wrote, as the browser reads them from JSON', async () => {
    const json = await loaderState()
    const parsed = JSON.parse(json).queries
    // The render of the same request takes the written state; failed queries stay out of it.
    const taken = dehydratedQueries(json)
    expect(taken.map((query) => query.queryKey)).toEqual([['catalog', 'product', 'noi-com']])
    expect(JSON.parse(JSON.stringify(taken))).toEqual(parsed)
    // Taken once: a second read (another render of the same JSON) parses it, to the same queries.
    expect(dehydratedQueries(json)).toEqual(parsed)
  })

  it('gives no queries for anything but a loader state', () => {
    expect(dehydratedQueries(undefined)).toEqual([])
    expect(dehydratedQueries({ queries: [] })).toEqual([])
    expect(dehydratedQueries('null')).toEqual([])
    expect(dehydratedQueries('{"mutations":[]}')).toEqual([])
  })
})
