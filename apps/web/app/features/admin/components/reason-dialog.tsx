import { useId, useState } from 'react'

import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { type SchemaSource, useApiForm } from '../../../lib/use-api-form'
import { ModalDialog } from './modal-dialog'
import { chosenReason, OTHER_REASON, ReasonChoices } from './reason-choices'
import { isFieldRefusal, useModerationFailure } from './use-moderation-failure'
import { useToast } from './toasts'

export interface ReasonDialogText {
  title: string
  intro: string
  /** The radio group's name ("Lý do từ chối"). */
  groupLabel: string
  submitLabel: string
  done: string
}

interface ReasonDialogProps {
  open: boolean
  onClose: () => void
  text: ReasonDialogText
  /** The usual reasons as radio options; "Lý do khác" opens a text field. None: the text only. */
  reasons: readonly string[]
  maxLength: number
  /** The contract's schema of the request, `{ reason }`. */
  schema: SchemaSource<{ reason: string }>
  send: (body: { reason: string }) => Promise<unknown>
  busy: boolean
}

/** Asks why before a moderation its subject is told about: a usual reason or the moderator's own. */
export function ReasonDialog({ open, onClose, busy, ...form }: ReasonDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} busy={busy} size="md">
      {(titleId) => <ReasonForm {...form} titleId={titleId} onClose={onClose} />}
    </ModalDialog>
  )
}

type ReasonFormProps = Omit<ReasonDialogProps, 'open' | 'busy'> & { titleId: string }

function ReasonForm({ text, reasons, maxLength, schema, send, titleId, onClose }: ReasonFormProps) {
  const toast = useToast()
  const failed = useModerationFailure()
  const [picked, setPicked] = useState(reasons.length === 0 ? OTHER_REASON : '')
  const ids = useId()
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema,
    fields: ['reason'],
    read: (element) => ({ reason: chosenReason(new FormData(element)) }),
    submit: async (body) => {
      try {
        await send(body)
      } catch (error) {
        if (isFieldRefusal(error) || !failed(error)) throw error
        onClose()
        return
      }
      toast('success', text.done)
      onClose()
    },
  })

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold break-words">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{text.intro}</p>
      <div className="mt-3">
        <FormAlert tone="error">{errors.alert}</FormAlert>
      </div>
      <div className="mt-4">
        <ReasonChoices
          id={ids}
          label={text.groupLabel}
          reasons={reasons}
          maxLength={maxLength}
          picked={picked}
          onPick={setPicked}
          error={errors.fields.reason}
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" type="button" onClick={onClose} disabled={pending}>
          Hủy
        </Button>
        <Button type="submit" pending={pending} className="bg-danger-700 hover:bg-danger-700/90">
          {text.submitLabel}
        </Button>
      </div>
    </form>
  )
}
