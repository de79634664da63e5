import {
  type AdminClassifiedReportGroup,
  CLASSIFIED_MODERATION_REASON_MAX,
  CLASSIFIED_REPORT_NOTE_MAX,
  classifiedHideReasons,
} from '@phiencho/contracts'
import { useId, useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextAreaField } from '../../../../components/ui/form-fields'
import { useApiForm } from '../../../../lib/use-api-form'
import { useHandleClassifiedReports } from '../../api/handle-classified-reports'
import { adminFormSchema } from '../../load-form-schema'
import { ModalDialog } from '../modal-dialog'
import { chosenReason, ReasonChoices } from '../reason-choices'
import { isFieldRefusal, useModerationFailure } from '../use-moderation-failure'
import { useToast } from '../toasts'

const schema = adminFormSchema('adminClassifiedReportsHandleRequest')

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
      const reason = chosenReason(data)
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
        <ReasonChoices
          id={ids}
          label="Lý do ẩn"
          reasons={classifiedHideReasons}
          maxLength={CLASSIFIED_MODERATION_REASON_MAX}
          picked={picked}
          onPick={setPicked}
          error={errors.fields.hide_reason}
        />
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
