import { describe, expect, it } from 'vitest'

import { createQueryClient, GC_TIME_MS } from './query-client'

describe('createQueryClient', () => {
  it('on the server schedules no garbage-collection timer, which would keep the request alive', async () => {
    const client = createQueryClient(null, { server: true })
    await client.prefetchQuery({ queryKey: ['trang'], queryFn: () => 'nội dung' })
    expect(client.getQueryCache().find({ queryKey: ['trang'] })!.gcTime).toBe(Infinity)
  })

  it('in the browser lets an unused query go after a few minutes', async () => {
    const client = createQueryClient(null, { server: false })
    await client.prefetchQuery({ queryKey: ['trang'], queryFn: () => 'nội dung' })
    expect(client.getQueryCache().find({ queryKey: ['trang'] })!.gcTime).toBe(GC_TIME_MS)
    client.clear()
  })
})
