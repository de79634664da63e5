import type { MouseEvent, ReactNode, RefObject } from 'react'

interface ShopDialogProps {
  dialogRef: RefObject<HTMLDialogElement | null>
  titleId: string
  title: string
  children: ReactNode
}

/**
 * The shop's modal `<dialog>` with its heading (its name), opened by the caller's
 * `dialogRef.current.showModal()`: the browser keeps the focus inside, Escape or a click on the
 * backdrop closes it.
 */
export function ShopDialog({ dialogRef, titleId, title, children }: ShopDialogProps) {
  // A click on the backdrop lands on the dialog element itself.
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) dialogRef.current?.close()
  }
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClick={onClick}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100%-2rem))] overflow-y-auto rounded-xl bg-white p-0 text-ink-900 shadow-xl backdrop:bg-ink-900/50"
    >
      <div className="p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  )
}
