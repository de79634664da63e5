import { useEffect, useState } from 'react'
import clockUrl from 'virtual:countdown-clock-url'

import type { CountdownText } from '../countdown-clock'
import { countdown } from '../countdown'

type Clock = typeof import('../countdown-clock')
/** The clock, once a countdown has loaded it. */
let clock: Clock | undefined

/**
 * The time left of a flash sale (`endsAt`, ISO 8601); `compact` on a card: a bolt (app.css) and
 * the time, over the picture. The server writes the time left as it renders. In the browser the clock
 * (`countdown-clock.ts`, a chunk of its own that vite.config.ts emits, loaded after hydration so
 * that no catalogue page carries it in its first load) takes over and renews it every second on
 * one timer for the whole page. Until then the browser keeps the server's text: the two may
 * differ on hydration (a kept page is a few seconds old), which `suppressHydrationWarning`
 * allows. At zero it says "Đã kết thúc"; the prices on the page stay as rendered until a reload.
 */
export function SaleCountdown({ endsAt, compact }: { endsAt: string; compact?: boolean }) {
  const [text, setText] = useState<CountdownText | undefined>(() =>
    import.meta.env.SSR ? countdown(Date.parse(endsAt) - Date.now()) : clock?.textAt(endsAt),
  )
  useEffect(() => {
    // The server's build has no address for it (an empty one, which the build drops with this).
    if (!clockUrl) return undefined
    const stop = (import(/* @vite-ignore */ clockUrl) as Promise<Clock>).then((loaded) =>
      (clock = loaded).watchCountdown(endsAt, setText),
    )
    // Unmounted before the clock came, it stops as soon as it starts.
    return () => void stop.then((stopWatching) => stopWatching())
  }, [endsAt])
  // Until the clock has come, the browser renders nothing of its own and the server's text stays.
  const [shown, sentence] = text ?? ['', '']
  return (
    // A timer is aria-live "off" by its role: a screen reader reads it when asked, not by itself.
    <p role="timer" className={compact ? 'sale-countdown compact' : 'sale-countdown'}>
      <span aria-hidden="true" className="tabular-nums" suppressHydrationWarning>
        {shown === null ? 'Đã kết thúc' : compact || !shown ? shown : `Kết thúc sau ${shown}`}
      </span>
      <span className="sr-only" suppressHydrationWarning>
        {sentence}
      </span>
    </p>
  )
}
