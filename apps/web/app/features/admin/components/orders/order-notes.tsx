import { type AdminOrderDetail, ORDER_NOTE_MAX } from '@phiencho/contracts'
import { formatDateTimeVi } from '@phiencho/vn'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextAreaField } from '../../../../components/ui/form-fields'
import { useApiForm } from '../../../../lib/use-api-form'
import { useAddOrderNote } from '../../api/change-order'
import { orderFormSchema } from '../../load-order-form-schema'
import { useToast } from '../toasts'

const noteSchema = orderFormSchema('orderNoteRequest')
const FIELDS = ['visibility', 'body'] as const

interface OrderNotesProps {
  code: string
  notes: AdminOrderDetail['staff_notes']
  canWrite: boolean
}

/** Staff notes: private ones stay here, the others show on the customer's order page. */
export function OrderNotes({ code, notes, canWrite }: OrderNotesProps) {
  return (
    <section aria-labelledby="order-notes" className="card p-4 sm:p-5">
      <h2 id="order-notes" className="mb-3 text-lg font-semibold">
        Ghi chú của cửa hàng
      </h2>
      {notes.length === 0 ? (
        <p className="text-sm text-ink-600">Chưa có ghi chú.</p>
      ) : (
        <ul className="space-y-3 text-sm">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-ink-200 p-3">
              <p className="text-xs font-semibold text-ink-600">
                {note.visibility === 'private' ? 'Nội bộ' : 'Khách hàng xem được'} ·{' '}
                {note.author ?? 'Nhân viên'} · {formatDateTimeVi(note.at)}
              </p>
              <p className="mt-1 whitespace-pre-line">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      {canWrite ? <AddNoteForm code={code} /> : null}
    </section>
  )
}

function AddNoteForm({ code }: { code: string }) {
  const add = useAddOrderNote(code)
  const toast = useToast()
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: noteSchema,
    fields: FIELDS,
    submit: async (body) => {
      await add.mutateAsync(body)
      formRef.current?.reset()
      toast('success', 'Đã thêm ghi chú.')
    },
  })
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <TextAreaField
        name="body"
        label="Thêm ghi chú"
        maxLength={ORDER_NOTE_MAX}
        required
        error={errors.fields.body}
        className="[&_textarea]:min-h-20"
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-ink-800">Ai xem được</legend>
        <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
          <label className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="visibility"
              value="private"
              defaultChecked
              className="size-4"
            />
            Nội bộ (chỉ nhân viên)
          </label>
          <label className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" name="visibility" value="customer" className="size-4" />
            Khách hàng xem được
          </label>
        </div>
        {errors.fields.visibility ? (
          <p className="text-sm text-danger-700">{errors.fields.visibility}</p>
        ) : null}
      </fieldset>
      <Button type="submit" variant="secondary" pending={pending}>
        Lưu ghi chú
      </Button>
    </form>
  )
}
