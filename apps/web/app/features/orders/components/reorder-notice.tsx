import type { ReorderResponse } from '@phiencho/contracts'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

type Line = ReorderResponse['skipped'][number]

interface ReorderNotice {
  units: number
  capped: ReorderResponse['added']
  skipped: ReorderResponse['skipped']
}

/** What "Mua lại" hands to the cart page (navigation state) for its notice. */
export function reorderNoticeState(result: ReorderResponse): { reorder: ReorderNotice } {
  return {
    reorder: {
      units: result.added.reduce((sum, line) => sum + line.quantity, 0),
      capped: result.added.filter((line) => line.quantity < line.ordered),
      skipped: result.skipped,
    },
  }
}

const nameOf = (line: Pick<Line, 'name' | 'variant_name'>) =>
  line.variant_name ? `${line.name} (${line.variant_name})` : line.name

/** The lines "Mua lại" left out, each with the reason. */
export function ReorderSkipped({ lines }: { lines: Line[] }) {
  if (lines.length === 0) return null
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-5">
      {lines.map((line, index) => (
        <li key={index}>
          {nameOf(line)}: {line.reason}
        </li>
      ))}
    </ul>
  )
}

/** The cart page's notice after "Mua lại"; focused so that it is read out first. */
export function ReorderNoticeBanner() {
  const state: unknown = useLocation().state
  // Read once: the page keeps the notice while it stays, and the history entry forgets it.
  const [notice] = useState(() =>
    state && typeof state === 'object' && 'reorder' in state
      ? (state.reorder as ReorderNotice)
      : null,
  )
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!notice) return
    box.current?.focus()
    // React Router keeps a navigation's state under `usr` in the history entry, which a reload
    // restores: without it, reloading the cart does not announce the same lines again.
    const { usr: _said, ...entry } = (window.history.state ?? {}) as Record<string, unknown>
    window.history.replaceState(entry, '')
  }, [notice])
  if (!notice) return null
  const partial = notice.capped.length > 0 || notice.skipped.length > 0
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      className={`alert mt-4 ${partial ? 'border-amber-300 bg-amber-50 text-amber-900' : 'alert-success'}`}
    >
      <p className="font-semibold">Đã thêm {notice.units} sản phẩm vào giỏ hàng.</p>
      {notice.capped.map((line, index) => (
        <p key={index}>
          {nameOf(line)}: chỉ thêm được {line.quantity} trong {line.ordered} sản phẩm đã đặt.
        </p>
      ))}
      {notice.skipped.length > 0 ? (
        <>
          <p className="mt-1">Không thêm được:</p>
          <ReorderSkipped lines={notice.skipped} />
        </>
      ) : null}
    </div>
  )
}
