import { SelectField } from '../../../components/ui/form-fields'
import { useClassifiedTopics } from '../api/get-classified-topics'

interface AdFormTopicFieldProps {
  initialTopic: number | null
  error?: string | undefined
}

/** The topic select; it is mounted again once the topics arrive, so the saved one shows. */
export function AdFormTopicField({ initialTopic, error }: AdFormTopicFieldProps) {
  const topics = useClassifiedTopics()
  return (
    <SelectField
      key={topics.data ? 'loaded' : 'loading'}
      name="topic_id"
      label="Chủ đề"
      required
      defaultValue={initialTopic ?? ''}
      error={error}
    >
      <option value="">{topics.isError ? 'Không tải được chủ đề' : 'Chọn chủ đề'}</option>
      {topics.data?.data.map((topic) => (
        <option key={topic.id} value={topic.id}>
          {topic.name}
        </option>
      ))}
    </SelectField>
  )
}
