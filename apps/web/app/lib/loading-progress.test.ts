import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  type BarState,
  createLoadingProgress,
  estimatedProgress,
  LOADING_BAR,
} from './loading-progress'

describe('loading bar timing', () => {
  let states: BarState[]
  const last = () => states.at(-1)

  beforeEach(() => {
    vi.useFakeTimers()
    states = []
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const make = () =>
    createLoadingProgress((state) => states.push(state), {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
      now: () => Date.now(),
    })

  it('uses the required timing and height', () => {
    expect(LOADING_BAR).toEqual({
      throttleMs: 200,
      durationMs: 2000,
      hideDelayMs: 500,
      resetDelayMs: 400,
      heightPx: 3,
    })
  })

  it('stays hidden for work shorter than the 200 ms throttle', () => {
    const bar = make()
    bar.start()
    vi.advanceTimersByTime(199)
    bar.finish()
    vi.advanceTimersByTime(2_000)
    expect(states).toEqual([])
  })

  it('shows, completes, hides after 500 ms and resets after 400 ms more', () => {
    const bar = make()
    bar.start()
    vi.advanceTimersByTime(200)
    expect(last()).toEqual({ visible: true, progress: 0 })
    vi.advanceTimersByTime(1_000)
    const midway = last()!.progress
    expect(midway).toBeGreaterThan(0)
    expect(midway).toBeLessThan(100)
    bar.finish()
    expect(last()).toEqual({ visible: true, progress: 100 })
    vi.advanceTimersByTime(499)
    expect(last()?.visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(last()).toEqual({ visible: false, progress: 100 })
    vi.advanceTimersByTime(400)
    expect(last()).toEqual({ visible: false, progress: 0 })
  })

  it('climbs towards but never reaches 100 % on its own', () => {
    expect(estimatedProgress(0)).toBe(0)
    expect(estimatedProgress(LOADING_BAR.durationMs)).toBeGreaterThan(60)
    expect(estimatedProgress(60_000)).toBeLessThan(100)
  })
})
