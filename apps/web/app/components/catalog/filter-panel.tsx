import type { ReactNode } from 'react'

/**
 * The filters beside a list: collapsed under "Bộ lọc" (with how many are on) on phones, always
 * open beside the results from `lg`.
 */
export function FilterPanel({ count, children }: { count: number; children: ReactNode }) {
  return (
    <details className="card group p-0 lg:details-content:h-auto lg:details-content:[content-visibility:visible]">
      <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-2 px-4 font-semibold text-ink-900 supports-[selector(::details-content)]:lg:hidden">
        <span>
          Bộ lọc
          {count > 0 ? (
            <span className="ml-1.5 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
              {count}
              <span className="sr-only"> đang chọn</span>
            </span>
          ) : null}
        </span>
        <span
          aria-hidden="true"
          className="text-ink-500 transition-transform group-open:rotate-180"
        >
          ▾
        </span>
      </summary>
      <div className="border-t border-ink-200 p-4 supports-[selector(::details-content)]:lg:border-t-0">
        <h2 className="mb-4 hidden font-semibold text-ink-900 supports-[selector(::details-content)]:lg:block">
          Bộ lọc
        </h2>
        {children}
      </div>
    </details>
  )
}
