import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { BUILD_CHECK_INTERVAL_MS, startBuildCheck } from './build-check'

describe('build check', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('asks every hour and reloads when the build changed', async () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000)
    const fetchBuildId = vi.fn().mockResolvedValueOnce('build-1').mockResolvedValueOnce('build-2')
    const reload = vi.fn()
    const stop = startBuildCheck({ buildId: 'build-1', fetchBuildId, reload })

    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1)
    expect(fetchBuildId).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchBuildId).toHaveBeenCalledTimes(1)
    expect(reload).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS)
    expect(fetchBuildId).toHaveBeenCalledTimes(2)
    expect(reload).toHaveBeenCalledTimes(1)
    stop()
  })

  it('keeps going after a failed check and stops when told', async () => {
    const fetchBuildId = vi.fn().mockRejectedValue(new Error('offline'))
    const onError = vi.fn()
    const reload = vi.fn()
    const stop = startBuildCheck({ buildId: 'a', fetchBuildId, reload, onError })
    await vi.advanceTimersByTimeAsync(2 * BUILD_CHECK_INTERVAL_MS)
    expect(onError).toHaveBeenCalledTimes(2)
    stop()
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS)
    expect(fetchBuildId).toHaveBeenCalledTimes(2)
    expect(reload).not.toHaveBeenCalled()
  })
})
