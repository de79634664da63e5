import { useSyncExternalStore } from 'react'

// One clock for every countdown on a page: a single timer, armed while a countdown is mounted,
// wakes them all on each second instead of one interval per product card.

const listeners = new Set<() => void>()
let timer: ReturnType<typeof setTimeout> | undefined
let now = Date.now()

function tick() {
  now = Date.now()
  for (const listener of listeners) listener()
  // Just past the next whole second, so every countdown turns over together with the clock.
  timer = setTimeout(tick, 1000 - (now % 1000) + 10)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) tick()
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) clearTimeout(timer)
  }
}

// Read twice in a row it answers the same, as React asks of a snapshot; without a ticking timer
// (a server render, a first render in the browser) it is at most a second old.
function getSnapshot() {
  if (listeners.size === 0 && Date.now() - now >= 1000) now = Date.now()
  return now
}

/** The current time in ms, renewed every second while a component using it is mounted. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
