import { useQuery } from '@tanstack/react-query'

import {
  type ClassifiedListView,
  DEFAULT_CLASSIFIED_TAB,
} from '../../classifieds/classified-list-query'
import { publicTopicsQueryOptions } from '../../api/get-public-classified-topics'
import { FilterSelect, ListFilters } from '../list-filters'

/** The search (title, text, poster) and the topic filter; the tab stays as it is. */
export function ClassifiedFilters({ view }: { view: ClassifiedListView }) {
  const topics = useQuery(publicTopicsQueryOptions())
  const options = [
    { value: '', label: 'Tất cả chủ đề' },
    ...(topics.data?.data ?? []).map((topic) => ({ value: topic.slug, label: topic.name })),
  ]
  if (view.topic && !options.some((option) => option.value === view.topic)) {
    options.push({ value: view.topic, label: view.topic })
  }
  return (
    <ListFilters searchLabel="Tìm theo tiêu đề, nội dung, người đăng" q={view.q}>
      {view.tab !== DEFAULT_CLASSIFIED_TAB ? (
        <input type="hidden" name="tab" value={view.tab} />
      ) : null}
      <FilterSelect name="topic" label="Chủ đề" value={view.topic} options={options} />
    </ListFilters>
  )
}
