import { describe, expect, it } from 'vitest'
import { createMemoryHitCounter } from './hit-counter.ts'

describe('memory hit counter', () => {
  it('counts hits in a fixed window and starts again after it', async () => {
    let now = 1_000
    const hits = createMemoryHitCounter(() => now)
    expect(await hits.hit('a', 100)).toEqual({ count: 1, resetMs: 100 })
    now += 40
    expect(await hits.hit('a', 100)).toEqual({ count: 2, resetMs: 60 })
    now += 60
    expect(await hits.peek('a')).toEqual({ count: 0, resetMs: 0 })
    expect(await hits.hit('a', 100)).toEqual({ count: 1, resetMs: 100 })
  })

  it('keeps every live window through the sweeps of expired ones', async () => {
    let now = 0
    const hits = createMemoryHitCounter(() => now)
    for (let i = 0; i < 60_000; i++) await hits.hit(`old:${i}`, 10)
    await hits.hit('kept', 1_000_000)
    now = 100
    // Past the sweep threshold with live keys only: every one keeps its count.
    for (let i = 0; i < 120_000; i++) await hits.hit(`live:${i}`, 1_000_000)
    expect((await hits.hit('kept', 1_000_000)).count).toBe(2)
    expect((await hits.peek('live:0')).count).toBe(1)
    expect((await hits.peek('old:0')).count).toBe(0)
  })
})
