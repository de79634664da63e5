import { formatDateTimeVi } from '@phiencho/vn'
import { type FormEvent, useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { TextField } from '../../../../components/ui/text-field'
import { fromLocalInput, toLocalInput } from '../../products/product-form-state'
import {
  defaultScheduleInput,
  earliestScheduleInput,
  readSchedule,
} from '../../news/article-form-values'
import type { EditorErrors } from '../../news/use-article-editor'
import { ModalDialog } from '../modal-dialog'

interface ScheduleDialogProps {
  open: boolean
  onClose: () => void
  /** The time already set (a scheduled article), ISO. */
  current: string | null
  /** Saves the article and schedules it; resolves with the errors shown, or null when done. */
  onSchedule: (publishAt: string) => Promise<EditorErrors | null>
}

/** Asks when to publish: a time in Vietnam's clock, from a minute to a year ahead. */
export function ScheduleDialog({ open, onClose, current, onSchedule }: ScheduleDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} size="md">
      {(titleId) => (
        <ScheduleForm
          titleId={titleId}
          current={current}
          onClose={onClose}
          onSchedule={onSchedule}
        />
      )}
    </ModalDialog>
  )
}

function ScheduleForm({
  titleId,
  current,
  onClose,
  onSchedule,
}: Omit<ScheduleDialogProps, 'open'> & { titleId: string }) {
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const [now] = useState(() => new Date())
  const [value, setValue] = useState(() =>
    current ? toLocalInput(current) : defaultScheduleInput(now),
  )
  // The browser draws the picker in its own language and format: the time is said again plainly.
  const chosen = fromLocalInput(value)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('publish_at') ?? '')
    const { publishAt, problem } = readSchedule(value, new Date())
    if (problem !== null) {
      setError(problem)
      event.currentTarget.querySelector<HTMLInputElement>('input')?.focus()
      return
    }
    setPending(true)
    const refused = await onSchedule(publishAt)
    setPending(false)
    if (refused?.fields.publish_at) setError(refused.fields.publish_at)
    // Any other refusal is the form's: it shows beside its fields once the dialog is closed.
    else onClose()
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold">
        Hẹn giờ đăng bài
      </h2>
      <p className="text-sm text-ink-700">
        Bài được lưu rồi tự đăng đúng giờ này, không cần ai thao tác thêm. Trước giờ đó bạn vẫn đổi
        được giờ hẹn hoặc đăng ngay.
      </p>
      <TextField
        name="publish_at"
        label="Thời điểm đăng (giờ Việt Nam)"
        type="datetime-local"
        required
        value={value}
        onChange={(event) => setValue(event.target.value)}
        min={earliestScheduleInput(now)}
        error={error}
        hint="Sớm nhất sau 1 phút, muộn nhất trong 365 ngày tới."
        autoFocus
      />
      {chosen ? (
        <p className="rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-800" aria-live="polite">
          Bài sẽ đăng lúc <strong>{formatDateTimeVi(chosen)}</strong> (giờ Việt Nam).
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" type="button" onClick={onClose} disabled={pending}>
          Hủy
        </Button>
        <Button type="submit" pending={pending}>
          Hẹn giờ đăng
        </Button>
      </div>
    </form>
  )
}
