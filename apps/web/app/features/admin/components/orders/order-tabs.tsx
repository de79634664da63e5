import { ORDER_TABS, type OrderTab, orderTabs } from '@phiencho/contracts'

import { DEFAULT_ORDER_TAB, formatOrderCount } from '../../order-list-query'
import { CountTabs } from '../count-tabs'

interface OrderTabsProps {
  current: OrderTab
  /** Undefined until the first answer. */
  counts: Partial<Record<OrderTab, number>> | undefined
  cap: number | undefined
}

const labels = Object.fromEntries(ORDER_TABS.map((tab) => [tab, orderTabs[tab].label])) as Record<
  OrderTab,
  string
>

/** The saved tabs, each a link keeping the filters, with its count under those filters. */
export function OrderTabs({ current, counts, cap }: OrderTabsProps) {
  return (
    <CountTabs
      label="Nhóm đơn hàng"
      tabs={ORDER_TABS}
      labels={labels}
      current={current}
      fallback={DEFAULT_ORDER_TAB}
      counts={counts}
      formatCount={(count) => formatOrderCount(count, cap)}
    />
  )
}
