import {
  type AdminClassifiedTopic,
  CLASSIFIED_TOPIC_DESCRIPTION_MAX,
  CLASSIFIED_TOPIC_ICON_MAX,
  CLASSIFIED_TOPIC_NAME_MAX,
} from '@phiencho/contracts'

import { TextField } from '../../../../components/ui/text-field'
import {
  useCreateClassifiedTopic,
  useUpdateClassifiedTopic,
} from '../../api/change-classified-topics'
import { adminFormSchema } from '../../load-form-schema'
import { NamedItemFormDialog } from '../named-item-form-dialog'

// A rename sends every field, so the new topic's schema checks both.
const schema = adminFormSchema('adminClassifiedTopicCreateRequest')
const FIELDS = ['name', 'description', 'icon'] as const

interface TopicFormDialogProps {
  /** Null: a new topic. */
  topic: AdminClassifiedTopic | null
  open: boolean
  onClose: () => void
}

function readTopic(form: HTMLFormElement) {
  const data = new FormData(form)
  return {
    name: String(data.get('name') ?? ''),
    description: String(data.get('description') ?? ''),
    icon: String(data.get('icon') ?? ''),
  }
}

/** Adds a topic, or renames and describes one (its address stays as it was). */
export function TopicFormDialog({ topic, open, onClose }: TopicFormDialogProps) {
  const create = useCreateClassifiedTopic()
  const update = useUpdateClassifiedTopic()
  return (
    <NamedItemFormDialog
      item={topic}
      open={open}
      onClose={onClose}
      noun="chủ đề"
      nameMax={CLASSIFIED_TOPIC_NAME_MAX}
      descriptionMax={CLASSIFIED_TOPIC_DESCRIPTION_MAX}
      schema={schema}
      fields={FIELDS}
      read={readTopic}
      save={(body) =>
        topic ? update.mutateAsync({ id: topic.id, body }) : create.mutateAsync(body)
      }
      extra={(errors) => (
        <TextField
          name="icon"
          label="Biểu tượng"
          maxLength={CLASSIFIED_TOPIC_ICON_MAX}
          defaultValue={topic?.icon ?? ''}
          hint="Tên biểu tượng, ví dụ: home, car (chữ thường, số, dấu gạch ngang)."
          error={errors.icon}
        />
      )}
    />
  )
}
