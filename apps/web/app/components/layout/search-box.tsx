import { Form } from 'react-router'

import { SearchIcon } from '../ui/icons'

/** GET form to /tim-kiem?q=…: works before hydration too. */
export function SearchBox({ className = '' }: { className?: string }) {
  return (
    <Form method="get" action="/tim-kiem" role="search" className={`relative ${className}`}>
      <label htmlFor="site-search" className="sr-only">
        Tìm kiếm sản phẩm, cửa hàng, tin rao vặt
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Tìm sản phẩm, cửa hàng, tin rao…"
        className="field-input pr-12"
      />
      <button
        type="submit"
        className="absolute inset-y-1 right-1 inline-flex w-10 items-center justify-center rounded-md bg-brand-700 text-white hover:bg-brand-800"
      >
        <SearchIcon width={20} height={20} />
        <span className="sr-only">Tìm kiếm</span>
      </button>
    </Form>
  )
}
