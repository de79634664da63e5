import { DEFAULT_ARTICLE_TAB, type ArticleListView } from '../../news/article-list-query'
import { FilterSelect, ListFilters } from '../list-filters'

interface ArticleFiltersProps {
  view: ArticleListView
  categories: ReadonlyArray<{ id: number; name: string }>
}

/** The search (title, excerpt) and the category filter; the tab stays as it is. */
export function ArticleFilters({ view, categories }: ArticleFiltersProps) {
  const options = [
    { value: '', label: 'Tất cả chuyên mục' },
    ...categories.map((category) => ({ value: String(category.id), label: category.name })),
  ]
  return (
    <ListFilters searchLabel="Tìm theo tiêu đề, tóm tắt" q={view.q}>
      {view.tab !== DEFAULT_ARTICLE_TAB ? (
        <input type="hidden" name="tab" value={view.tab} />
      ) : null}
      <FilterSelect name="category" label="Chuyên mục" value={view.category} options={options} />
    </ListFilters>
  )
}
