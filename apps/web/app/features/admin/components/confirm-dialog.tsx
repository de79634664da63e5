import type { ReactNode } from 'react'

import { Button } from '../../../components/ui/button'
import { ModalDialog } from './modal-dialog'

interface ConfirmDialogProps {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  /** A destructive action's button is red. */
  destructive?: boolean
  pending?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * Asks before an action that cannot be taken back: a modal `<dialog>` (focus kept inside, Escape
 * cancels), the safe choice focused first.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  destructive = false,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ModalDialog open={open} onClose={onCancel} busy={pending} size="md">
      {(titleId) => (
        <div className="p-5 sm:p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <div className="mt-2 text-ink-700">{children}</div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              type="button"
              onClick={onCancel}
              disabled={pending}
              autoFocus
            >
              Hủy
            </Button>
            <Button
              type="button"
              onClick={onConfirm}
              pending={pending}
              className={destructive ? 'bg-danger-700 hover:bg-danger-700/90' : ''}
            >
              {confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </ModalDialog>
  )
}
