import type { ReactNode } from 'react'

import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextAreaField } from '../../../components/ui/form-fields'
import { TextField } from '../../../components/ui/text-field'
import type { FieldMessages } from '../../../lib/form-errors'
import { type SchemaSource, useApiForm } from '../../../lib/use-api-form'
import { ModalDialog } from './modal-dialog'
import { useToast } from './toasts'

/** The stored item being edited: its address stays as it was. */
interface NamedItem {
  name: string
  slug: string
  description: string | null
}

interface NamedItemFormDialogProps<Body> {
  /** Null: a new item. */
  item: NamedItem | null
  open: boolean
  onClose: () => void
  /** What one item is ("chủ đề"), in the heading, the labels and the messages. */
  noun: string
  nameMax: number
  descriptionMax: number
  schema: SchemaSource<Body>
  /** Every field of the form, `name` and `description` included. */
  fields: readonly string[]
  read: (form: HTMLFormElement) => unknown
  save: (body: Body) => Promise<{ name: string }>
  /** Fields after the description, given the errors beside them. */
  extra?: (errors: FieldMessages) => ReactNode
}

/** Adds an item of a list put in order by hand, or renames and describes one. */
export function NamedItemFormDialog<Body>({
  open,
  onClose,
  ...form
}: NamedItemFormDialogProps<Body>) {
  return (
    <ModalDialog open={open} onClose={onClose} size="md">
      {(titleId) => <NamedItemForm {...form} titleId={titleId} onClose={onClose} />}
    </ModalDialog>
  )
}

type NamedItemFormProps<Body> = Omit<NamedItemFormDialogProps<Body>, 'open'> & { titleId: string }

function NamedItemForm<Body>({
  item,
  noun,
  nameMax,
  descriptionMax,
  schema,
  fields,
  read,
  save,
  extra,
  titleId,
  onClose,
}: NamedItemFormProps<Body>) {
  const toast = useToast()
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema,
    fields,
    read,
    submit: async (body) => {
      const saved = await save(body)
      toast('success', item ? `Đã lưu ${noun} ${saved.name}.` : `Đã thêm ${noun} ${saved.name}.`)
      onClose()
    },
  })
  const e = errors.fields
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4 p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold break-words">
        {item ? `Sửa ${noun} ${item.name}` : `Thêm ${noun}`}
      </h2>
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <TextField
        name="name"
        label={`Tên ${noun}`}
        required
        maxLength={nameMax}
        defaultValue={item?.name ?? ''}
        hint={item ? `Đường dẫn giữ nguyên: /${item.slug}` : 'Đường dẫn được tạo từ tên.'}
        error={e.name}
        autoFocus
      />
      <TextAreaField
        name="description"
        label="Mô tả"
        maxLength={descriptionMax}
        defaultValue={item?.description ?? ''}
        error={e.description}
      />
      {extra?.(e)}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" type="button" onClick={onClose} disabled={pending}>
          Hủy
        </Button>
        <Button type="submit" pending={pending}>
          {item ? `Lưu ${noun}` : `Thêm ${noun}`}
        </Button>
      </div>
    </form>
  )
}
