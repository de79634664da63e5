import {
  type AdminClassifiedTopic,
  CLASSIFIED_TOPIC_DESCRIPTION_MAX,
  CLASSIFIED_TOPIC_ICON_MAX,
  CLASSIFIED_TOPIC_NAME_MAX,
} from '@phiencho/contracts'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextAreaField } from '../../../../components/ui/form-fields'
import { TextField } from '../../../../components/ui/text-field'
import { useApiForm } from '../../../../lib/use-api-form'
import {
  useCreateClassifiedTopic,
  useUpdateClassifiedTopic,
} from '../../api/change-classified-topics'
import { adminFormSchema } from '../../load-form-schema'
import { ModalDialog } from '../modal-dialog'
import { useToast } from '../toasts'

// A rename sends every field, so the new topic's schema checks both.
const schema = adminFormSchema('adminClassifiedTopicCreateRequest')
const FIELDS = ['name', 'description', 'icon'] as const

interface TopicFormDialogProps {
  /** Null: a new topic. */
  topic: AdminClassifiedTopic | null
  open: boolean
  onClose: () => void
}

/** Adds a topic, or renames and describes one (its address stays as it was). */
export function TopicFormDialog({ topic, open, onClose }: TopicFormDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} size="md">
      {(titleId) => <TopicForm topic={topic} titleId={titleId} onClose={onClose} />}
    </ModalDialog>
  )
}

function readTopic(form: HTMLFormElement) {
  const data = new FormData(form)
  return {
    name: String(data.get('name') ?? ''),
    description: String(data.get('description') ?? ''),
    icon: String(data.get('icon') ?? ''),
  }
}

interface TopicFormProps {
  topic: AdminClassifiedTopic | null
  titleId: string
  onClose: () => void
}

function TopicForm({ topic, titleId, onClose }: TopicFormProps) {
  const create = useCreateClassifiedTopic()
  const update = useUpdateClassifiedTopic()
  const toast = useToast()
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema,
    fields: FIELDS,
    read: readTopic,
    submit: async (body) => {
      const saved = topic
        ? await update.mutateAsync({ id: topic.id, body })
        : await create.mutateAsync(body)
      toast('success', topic ? `Đã lưu chủ đề ${saved.name}.` : `Đã thêm chủ đề ${saved.name}.`)
      onClose()
    },
  })
  const e = errors.fields
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4 p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold break-words">
        {topic ? `Sửa chủ đề ${topic.name}` : 'Thêm chủ đề'}
      </h2>
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <TextField
        name="name"
        label="Tên chủ đề"
        required
        maxLength={CLASSIFIED_TOPIC_NAME_MAX}
        defaultValue={topic?.name ?? ''}
        hint={topic ? `Đường dẫn giữ nguyên: /${topic.slug}` : 'Đường dẫn được tạo từ tên.'}
        error={e.name}
        autoFocus
      />
      <TextAreaField
        name="description"
        label="Mô tả"
        maxLength={CLASSIFIED_TOPIC_DESCRIPTION_MAX}
        defaultValue={topic?.description ?? ''}
        error={e.description}
      />
      <TextField
        name="icon"
        label="Biểu tượng"
        maxLength={CLASSIFIED_TOPIC_ICON_MAX}
        defaultValue={topic?.icon ?? ''}
        hint="Tên biểu tượng, ví dụ: home, car (chữ thường, số, dấu gạch ngang)."
        error={e.icon}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" type="button" onClick={onClose} disabled={pending}>
          Hủy
        </Button>
        <Button type="submit" pending={pending}>
          {topic ? 'Lưu chủ đề' : 'Thêm chủ đề'}
        </Button>
      </div>
    </form>
  )
}
