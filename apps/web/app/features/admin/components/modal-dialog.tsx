import { type ReactNode, useEffect, useId, useRef } from 'react'

interface ModalDialogProps {
  open: boolean
  /** Escape, unless `busy`. */
  onClose: () => void
  /** A request is under way: Escape does not close. */
  busy?: boolean
  size?: 'md' | 'lg'
  /** Drawn only while open, given the id its heading must carry (the dialog's name). */
  children: (titleId: string) => ReactNode
}

const widths = { md: 'max-w-md', lg: 'max-w-lg' } as const

/** The back office's modal `<dialog>`: focus kept inside, the page behind inert, Escape closes. */
export function ModalDialog({
  open,
  onClose,
  busy = false,
  size = 'lg',
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onClose()
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-xl border border-ink-200 bg-white p-0 text-ink-900 shadow-xl backdrop:bg-ink-900/50`}
    >
      {open ? children(titleId) : null}
    </dialog>
  )
}
