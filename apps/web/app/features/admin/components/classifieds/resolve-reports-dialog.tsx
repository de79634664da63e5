import {
  type AdminClassifiedReportGroup,
  CLASSIFIED_MODERATION_REASON_MAX,
  CLASSIFIED_REPORT_NOTE_MAX,
  classifiedHideReasons,
} from '@phiencho/contracts'
import { useId, useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import {
  FieldMessages,
  fieldDescribedBy,
  TextAreaField,
} from '../../../../components/ui/form-fields'
import { useApiForm } from '../../../../lib/use-api-form'
import { useHandleClassifiedReports } from '../../api/handle-classified-reports'
import { adminFormSchema } from '../../load-form-schema'
import { ModalDialog } from '../modal-dialog'
import { isFieldRefusal, useModerationFailure } from '../use-moderation-failure'
import { useToast } from '../toasts'

const schema = adminFormSchema('adminClassifiedReportsHandleRequest')
const OTHER = 'other'

interface ResolveReportsDialogProps {
  group: AdminClassifiedReportGroup
  open: boolean
  onClose: () => void
}

/** Closes the ad's open reports as handled, hiding the ad (with a reason) when it breaks the rules. */
export function ResolveReportsDialog({ group, open, onClose }: ResolveReportsDialogProps) {
  const handle = useHandleClassifiedReports()
  return (
    <ModalDialog open={open} onClose={onClose} busy={handle.isPending} size="md">
      {(titleId) => (
        <ResolveForm group={group} handle={handle} titleId={titleId} onClose={onClose} />
      )}
    </ModalDialog>
  )
}

interface ResolveFormProps {
  group: AdminClassifiedReportGroup
  handle: ReturnType<typeof useHandleClassifiedReports>
  titleId: string
  onClose: () => void
}

function ResolveForm({ group, handle, titleId, onClose }: ResolveFormProps) {
  const toast = useToast()
  const failed = useModerationFailure()
  const ids = useId()
  const canHide = group.ad.status === 'published'
  const [hiding, setHiding] = useState(canHide)
  const [picked, setPicked] = useState('')
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema,
    fields: ['hide_ad', 'hide_reason', 'note'],
    read: (form) => {
      const data = new FormData(form)
      const choice = String(data.get('choice') ?? '')
      const reason = choice === OTHER ? String(data.get('other') ?? '') : choice
      const note = String(data.get('note') ?? '').trim()
      return {
        decision: 'resolve' as const,
        hide_ad: hiding,
        ...(hiding ? { hide_reason: reason } : {}),
        ...(note ? { note } : {}),
      }
    },
    submit: async (body) => {
      try {
        await handle.mutateAsync({ id: group.ad.id, body })
      } catch (error) {
        if (isFieldRefusal(error) || !failed(error)) throw error
        onClose()
        return
      }
      toast('success', `Đã xử lý báo cáo về tin “${group.ad.title}”.`)
      onClose()
    },
  })
  const reasonError = errors.fields.hide_reason
  const groupId = `${ids}-reasons`
  const otherId = `${ids}-other`

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4 p-5 sm:p-6">
      <div>
        <h2 id={titleId} className="text-lg font-semibold break-words">
          Xử lý báo cáo về tin “{group.ad.title}”
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          Mọi báo cáo đang mở của tin được đóng; người báo cáo nhận thư báo kết quả.
        </p>
      </div>
      <FormAlert tone="error">{errors.alert}</FormAlert>
      {canHide ? (
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            checked={hiding}
            onChange={(event) => setHiding(event.target.checked)}
            className="size-5 accent-brand-700"
          />
          Ẩn tin vi phạm
        </label>
      ) : null}
      {hiding ? (
        <div
          role="radiogroup"
          aria-labelledby={`${groupId}-label`}
          aria-invalid={reasonError && picked !== OTHER ? true : undefined}
          aria-describedby={picked === OTHER ? undefined : fieldDescribedBy(groupId, reasonError)}
          tabIndex={-1}
          className="space-y-1"
        >
          <p id={`${groupId}-label`} className="mb-1 text-sm font-medium text-ink-800">
            Lý do ẩn
          </p>
          {[...classifiedHideReasons, OTHER].map((reason) => (
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
          {picked === OTHER ? null : <FieldMessages id={groupId} error={reasonError} />}
          {picked === OTHER ? (
            <div className="pt-1">
              <label htmlFor={otherId} className="mb-1 block text-sm font-medium text-ink-800">
                Nội dung lý do
              </label>
              <textarea
                id={otherId}
                name="other"
                maxLength={CLASSIFIED_MODERATION_REASON_MAX}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={fieldDescribedBy(otherId, reasonError)}
                className="field-input min-h-20 resize-y"
                autoFocus
              />
              <FieldMessages id={otherId} error={reasonError} />
            </div>
          ) : null}
        </div>
      ) : null}
      <TextAreaField
        name="note"
        label="Ghi chú xử lý (không bắt buộc)"
        maxLength={CLASSIFIED_REPORT_NOTE_MAX}
        error={errors.fields.note}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" type="button" onClick={onClose} disabled={pending}>
          Hủy
        </Button>
        <Button type="submit" pending={pending}>
          Xác nhận đã xử lý
        </Button>
      </div>
    </form>
  )
}
