// The loading bar's timing and height (docs/requirements.md, Client behaviours).
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2_000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const

const TICK_MS = 100

export interface BarState {
  visible: boolean
  /** 0–100 */
  progress: number
}

export const HIDDEN_BAR: BarState = { visible: false, progress: 0 }

/** Climbs fast, then slows: about 70 % after `duration`, never 100 % until the work is done. */
export function estimatedProgress(elapsedMs: number, durationMs: number = LOADING_BAR.durationMs) {
  return (200 / Math.PI) * Math.atan((elapsedMs / durationMs) * 2)
}

interface Clock {
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (id: unknown) => void
  setInterval: (fn: () => void, ms: number) => unknown
  clearInterval: (id: unknown) => void
  now: () => number
}

const realClock: Clock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  now: () => performance.now(),
}

/**
 * The bar's timing: shown only when work lasts longer than the throttle, completed to 100 % at the
 * end, hidden after the hide delay and reset to 0 after the reset delay.
 */
export function createLoadingProgress(
  onChange: (state: BarState) => void,
  clock: Clock = realClock,
) {
  let state = HIDDEN_BAR
  let throttle: unknown
  let tick: unknown
  let hide: unknown
  let reset: unknown

  const set = (next: BarState) => {
    state = next
    onChange(next)
  }

  function run() {
    const startedAt = clock.now()
    set({ visible: true, progress: 0 })
    tick = clock.setInterval(() => {
      set({ visible: true, progress: estimatedProgress(clock.now() - startedAt) })
    }, TICK_MS)
  }

  function stopTimers() {
    for (const id of [throttle, hide, reset]) clock.clearTimeout(id)
    clock.clearInterval(tick)
    throttle = tick = hide = reset = undefined
  }

  return {
    start() {
      if (tick !== undefined || throttle !== undefined) return
      clock.clearTimeout(hide)
      clock.clearTimeout(reset)
      hide = reset = undefined
      // Still on screen from the last navigation: carry on at once rather than blink.
      if (state.visible) return run()
      throttle = clock.setTimeout(() => {
        throttle = undefined
        run()
      }, LOADING_BAR.throttleMs)
    },
    finish() {
      clock.clearTimeout(throttle)
      throttle = undefined
      if (tick === undefined) return
      clock.clearInterval(tick)
      tick = undefined
      set({ visible: true, progress: 100 })
      hide = clock.setTimeout(() => {
        hide = undefined
        set({ visible: false, progress: 100 })
        reset = clock.setTimeout(() => {
          reset = undefined
          set(HIDDEN_BAR)
        }, LOADING_BAR.resetDelayMs)
      }, LOADING_BAR.hideDelayMs)
    },
    dispose: stopTimers,
  }
}
