import { ShopLink } from './shop-link'

export interface BreadcrumbItem {
  name: string
  /** Absent on the current page (the last item). */
  to?: string
}

/** "Trang chủ › Điện thoại › iPhone": links up the hierarchy, the current page last. */
export function Breadcrumb({
  items,
  className = '',
}: {
  items: BreadcrumbItem[]
  className?: string
}) {
  return (
    <nav aria-label="Đường dẫn" className={`text-sm text-ink-600 ${className}`}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${index}-${item.name}`} className="flex min-w-0 items-center gap-1.5">
              {item.to && !last ? (
                <ShopLink to={item.to} className="hover:text-brand-800 hover:underline">
                  {item.name}
                </ShopLink>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="truncate text-ink-800">
                  {item.name}
                </span>
              )}
              {last ? null : (
                <span aria-hidden="true" className="text-ink-300">
                  ›
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
