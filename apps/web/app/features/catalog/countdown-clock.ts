import { countdown } from './countdown'

// Loaded once a countdown is on the page, after hydration (SaleCountdown), so that neither the
// clock nor the wording weighs on the first load of a catalogue page. One timer for every
// countdown of the page wakes them all on each second, instead of one interval per card.

const listeners = new Set<() => void>()
let timer: ReturnType<typeof setTimeout>

// Just past the next whole second, so every countdown turns over with the clock.
const untilNextSecond = () => 1010 - (Date.now() % 1000)

function tick() {
  listeners.forEach((listener) => listener())
  timer = setTimeout(tick, untilNextSecond())
}

export type CountdownText = ReturnType<typeof countdown>

/** What the countdown to `endsAt` says now. */
export const textAt = (endsAt: string): CountdownText => countdown(Date.parse(endsAt) - Date.now())

/** Tells `onText` what the countdown says now and on every second, until the returned stop. */
export function watchCountdown(endsAt: string, onText: (text: CountdownText) => void) {
  const listener = () => onText(textAt(endsAt))
  listeners.add(listener)
  listener()
  if (listeners.size === 1) timer = setTimeout(tick, untilNextSecond())
  return () => {
    listeners.delete(listener)
    if (!listeners.size) clearTimeout(timer)
  }
}
