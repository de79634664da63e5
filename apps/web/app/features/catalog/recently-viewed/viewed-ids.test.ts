import { RECENTLY_VIEWED_MAX } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import { forgetViewed, readViewedIds, rememberViewed, VIEWED_KEY } from './viewed-ids'

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[VIEWED_KEY, initial]])
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('recently viewed ids', () => {
  it('keeps the newest first, each once, at most the limit', () => {
    const storage = memoryStorage()
    for (let id = 1; id <= RECENTLY_VIEWED_MAX + 3; id++) rememberViewed(storage, id)
    expect(rememberViewed(storage, 7)[0]).toBe(RECENTLY_VIEWED_MAX + 3)
    const ids = readViewedIds(storage)
    expect(ids).toHaveLength(RECENTLY_VIEWED_MAX)
    expect(ids.slice(0, 3)).toEqual([7, RECENTLY_VIEWED_MAX + 3, RECENTLY_VIEWED_MAX + 2])
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('answers the list as it was before the product being viewed', () => {
    const storage = memoryStorage('[3,2,1]')
    expect(rememberViewed(storage, 2)).toEqual([3, 2, 1])
    expect(readViewedIds(storage)).toEqual([2, 3, 1])
  })

  it('reads anything else as an empty list, and forgets on request', () => {
    for (const junk of ['{', '"5"', '{"a":1}', 'null']) {
      expect(readViewedIds(memoryStorage(junk))).toEqual([])
    }
    expect(readViewedIds(memoryStorage('[1,"2",-3,1.5,4,4]'))).toEqual([1, 4])
    const storage = memoryStorage('[1,2]')
    forgetViewed(storage)
    expect(readViewedIds(storage)).toEqual([])
  })

  it('survives a storage that refuses to write', () => {
    const refusing = {
      getItem: () => '[1]',
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    expect(rememberViewed(refusing, 2)).toEqual([1])
  })
})
