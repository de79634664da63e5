import {
  CUSTOMER_ORDER_TABS,
  type CustomerOrderTab,
  customerOrderTabs,
  DEFAULT_CUSTOMER_ORDER_TAB,
} from '@phiencho/contracts'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

import { ShopLink } from '../../../components/ui/shop-link'

/**
 * The order history's tabs as links (`?tab=`, the first page), each with its count; on a phone
 * they scroll sideways and the current one is brought into view.
 */
export function OrderTabs({
  current,
  counts,
}: {
  current: CustomerOrderTab
  /** Undefined until the first answer. */
  counts: Record<CustomerOrderTab, number> | undefined
}) {
  const { pathname } = useLocation()
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const strip = list.current?.parentElement
    const active = list.current?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!strip || !active) return
    const { offsetLeft, offsetWidth } = active
    if (
      offsetLeft < strip.scrollLeft ||
      offsetLeft + offsetWidth > strip.scrollLeft + strip.clientWidth
    ) {
      strip.scrollLeft = offsetLeft - (strip.clientWidth - offsetWidth) / 2
    }
  }, [current])
  return (
    <nav
      aria-label="Trạng thái đơn hàng"
      // relative: the links' screen-reader words (absolute) scroll with them instead of widening the page
      className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <ul ref={list} className="flex min-w-max border-b border-ink-200">
        {CUSTOMER_ORDER_TABS.map((tab) => {
          const active = tab === current
          const count = counts?.[tab]
          return (
            <li key={tab}>
              <ShopLink
                to={tab === DEFAULT_CUSTOMER_ORDER_TAB ? pathname : `${pathname}?tab=${tab}`}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={`-mb-px inline-flex min-h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap sm:px-4 ${
                  active
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-ink-700 hover:text-brand-800'
                }`}
              >
                {customerOrderTabs[tab].label}{' '}
                {count === undefined ? null : (
                  <span
                    className={`min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs ${
                      active ? 'bg-brand-700 text-white' : 'bg-ink-100 text-ink-700'
                    }`}
                  >
                    {count.toLocaleString('vi-VN')}
                    <span className="sr-only"> đơn</span>
                  </span>
                )}
              </ShopLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
