import { Form } from 'react-router'

import { SearchIcon } from '../../../components/ui/icons'

/** The search page without a text: a large box to start from. */
export function SearchStart() {
  return (
    <Form method="get" action="/tim-kiem" role="search" className="mt-4 flex max-w-2xl gap-2">
      <label htmlFor="search-page-q" className="sr-only">
        Từ khóa tìm kiếm
      </label>
      <input
        id="search-page-q"
        name="q"
        type="search"
        required
        maxLength={100}
        enterKeyHint="search"
        placeholder="Ví dụ: điện thoại, áo thun nam, nồi cơm điện…"
        className="field-input"
      />
      <button type="submit" className="btn btn-primary shrink-0">
        <SearchIcon width={20} height={20} />
        Tìm
      </button>
    </Form>
  )
}
