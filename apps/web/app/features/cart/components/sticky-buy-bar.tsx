import { formatVnd } from '@phiencho/vn'
import { type RefObject, useEffect, useState } from 'react'

interface StickyBuyBarProps {
  /** The page's own buttons: the bar shows once they have scrolled up out of view. */
  watched: RefObject<HTMLElement | null>
  price: number
  /** The outcome of the last add, or what to fix first. */
  note: string | null
  pending: boolean
  onAction: (action: 'add' | 'buy') => void
}

// The body makes room for the bar while it shows, so the footer's last lines are not under it.
const ROOM = 'max-md:pb-20'

/** Phones only (below 768 px): the price, "Thêm vào giỏ" and "Mua ngay" kept at the bottom. */
export function StickyBuyBar({ watched, price, note, pending, onAction }: StickyBuyBarProps) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    // The root reaches far below the screen, so the buttons leave it only when scrolled up past
    // its top, and do even in a jump that never showed them (a fling, a link to the reviews).
    const observer = new IntersectionObserver(([entry]) => setShown(!entry!.isIntersecting), {
      rootMargin: '0px 0px 100000px 0px',
    })
    observer.observe(watched.current!)
    return () => observer.disconnect()
  }, [watched])
  useEffect(() => {
    document.body.classList.toggle(ROOM, shown)
    return () => document.body.classList.remove(ROOM)
  }, [shown])
  if (!shown) return null
  return (
    <section
      aria-label="Mua nhanh"
      className="fixed inset-x-0 bottom-0 z-30 mb-0 border-t border-ink-200 bg-white px-4 py-2 shadow-lg md:hidden"
    >
      {note ? <p className="pb-1 text-sm text-ink-700">{note}</p> : null}
      <div className="flex items-center gap-2">
        <p className="mr-auto font-bold text-danger-700 tabular-nums">{formatVnd(price)}</p>
        <button
          type="button"
          className="btn btn-secondary px-3"
          disabled={pending}
          onClick={() => onAction('add')}
        >
          Thêm vào giỏ
        </button>
        <button type="button" className="btn btn-primary px-3" onClick={() => onAction('buy')}>
          Mua ngay
        </button>
      </div>
    </section>
  )
}
