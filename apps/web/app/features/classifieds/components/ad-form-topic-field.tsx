import { useClassifiedTopics } from '../api/get-classified-topics'

interface AdFormTopicFieldProps {
  initialTopic: number | null
  error?: string | undefined
}

/** The topic select; it is mounted again once the topics arrive, so the saved one shows. */
export function AdFormTopicField({ initialTopic, error }: AdFormTopicFieldProps) {
  const topics = useClassifiedTopics()
  const errorId = error ? 'field-topic_id-error' : undefined
  return (
    <div>
      <label htmlFor="field-topic_id" className="mb-1 block text-sm font-medium text-ink-800">
        Chủ đề
        <span className="text-danger-700" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <select
        key={topics.data ? 'loaded' : 'loading'}
        id="field-topic_id"
        name="topic_id"
        required
        defaultValue={initialTopic ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className="field-input"
      >
        <option value="">{topics.isError ? 'Không tải được chủ đề' : 'Chọn chủ đề'}</option>
        {topics.data?.data.map((topic) => (
          <option key={topic.id} value={topic.id}>
            {topic.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
