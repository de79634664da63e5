import { useEffect, useRef } from 'react'

import { Button } from '../../../components/ui/button'

interface OwnAdDeleteDialogProps {
  title: string
  pending: boolean
  error: string | null
  onConfirm: () => void
  onClose: () => void
}

/**
 * "Xóa tin?" as a modal <dialog>: the browser keeps the focus inside it, Esc closes it, and the
 * focus goes back to the button that opened it.
 */
export function OwnAdDeleteDialog({
  title,
  pending,
  error,
  onConfirm,
  onClose,
}: OwnAdDeleteDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    dialog.showModal()
    return () => dialog.close()
  }, [])

  return (
    <dialog
      ref={ref}
      aria-labelledby="delete-ad-title"
      aria-describedby="delete-ad-text"
      onCancel={(event) => {
        event.preventDefault()
        if (!pending) onClose()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-5 text-ink-900 shadow-xl backdrop:bg-ink-900/50"
    >
      <h2 id="delete-ad-title" className="text-lg font-bold">
        Xóa tin rao vặt?
      </h2>
      <p id="delete-ad-text" className="mt-2 text-ink-700">
        Tin “{title}” sẽ bị xóa vĩnh viễn cùng hình ảnh của nó và không thể khôi phục.
      </p>
      {error ? (
        <p role="alert" className="alert alert-error mt-3">
          {error}
        </p>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending} autoFocus>
          Hủy
        </Button>
        <Button
          onClick={onConfirm}
          pending={pending}
          className="bg-danger-700! hover:bg-danger-700/90!"
        >
          Xóa tin
        </Button>
      </div>
    </dialog>
  )
}
