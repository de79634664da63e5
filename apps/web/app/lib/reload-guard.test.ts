import { describe, expect, it, vi } from 'vitest'

import { isChunkLoadError, RELOAD_GUARD_MS, reloadWithGuard } from './reload-guard'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  }
}

describe('reload guard', () => {
  it('reloads at most once per 10 s', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
    const storage = memoryStorage()
    const reload = vi.fn()
    expect(reloadWithGuard({ storage, reload, now: 1_000_000 })).toBe(true)
    expect(reloadWithGuard({ storage, reload, now: 1_005_000 })).toBe(false)
    expect(reloadWithGuard({ storage, reload, now: 1_009_999 })).toBe(false)
    expect(reloadWithGuard({ storage, reload, now: 1_010_000 })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('keeps the guard in the storage it is given (sessionStorage survives the reload)', () => {
    const storage = memoryStorage()
    reloadWithGuard({ storage, reload: () => {}, now: 5_000_000 })
    const afterReload = vi.fn()
    expect(reloadWithGuard({ storage, reload: afterReload, now: 5_002_000 })).toBe(false)
    expect(afterReload).not.toHaveBeenCalled()
  })

  it('does not reload when it cannot remember the reload', () => {
    const reload = vi.fn()
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(reloadWithGuard({ storage, reload, now: 1 })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('recognises failed lazy chunk loads', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})
