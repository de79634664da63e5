import { useId, useState } from 'react'

import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { FieldMessages, fieldDescribedBy } from '../../../components/ui/form-fields'
import { type SchemaSource, useApiForm } from '../../../lib/use-api-form'
import { ModalDialog } from './modal-dialog'
import { isFieldRefusal, useModerationFailure } from './use-moderation-failure'
import { useToast } from './toasts'

const OTHER = 'other'

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
  const [picked, setPicked] = useState(reasons.length === 0 ? OTHER : '')
  const ids = useId()
  const groupId = `${ids}-reasons`
  const otherId = `${ids}-other`
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema,
    fields: ['reason'],
    read: (element) => {
      const data = new FormData(element)
      const choice = picked === OTHER ? OTHER : String(data.get('choice') ?? '')
      return { reason: choice === OTHER ? String(data.get('other') ?? '') : choice }
    },
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
  const error = errors.fields.reason
  const errorOnOther = picked === OTHER

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold break-words">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{text.intro}</p>
      <div className="mt-3">
        <FormAlert tone="error">{errors.alert}</FormAlert>
      </div>
      {reasons.length > 0 ? (
        <div
          role="radiogroup"
          aria-labelledby={`${groupId}-label`}
          aria-invalid={error && !errorOnOther ? true : undefined}
          aria-describedby={errorOnOther ? undefined : fieldDescribedBy(groupId, error)}
          tabIndex={-1}
          className="mt-4 space-y-1"
        >
          <p id={`${groupId}-label`} className="mb-1 text-sm font-medium text-ink-800">
            {text.groupLabel}
          </p>
          {[...reasons, OTHER].map((reason) => (
            <label
              key={reason}
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-ink-100"
            >
              <input
                type="radio"
                name="choice"
                value={reason}
                checked={picked === reason}
                onChange={() => setPicked(reason)}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span>{reason === OTHER ? 'Lý do khác' : reason}</span>
            </label>
          ))}
          {errorOnOther ? null : <FieldMessages id={groupId} error={error} />}
        </div>
      ) : null}
      {picked === OTHER ? (
        <div className="mt-2">
          <label htmlFor={otherId} className="mb-1 block text-sm font-medium text-ink-800">
            {reasons.length > 0 ? 'Nội dung lý do' : text.groupLabel}
          </label>
          <textarea
            id={otherId}
            name="other"
            maxLength={maxLength}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy(otherId, error)}
            className="field-input min-h-20 resize-y"
            autoFocus
          />
          <FieldMessages id={otherId} error={error} />
        </div>
      ) : null}
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
