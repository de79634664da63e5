import {
  orderStatuses,
  orderStatusLabels,
  paymentMethodLabels,
  paymentMethods,
  paymentStatuses,
  paymentStatusLabels,
  shippingMethodLabels,
  shippingMethods,
} from '@phiencho/contracts'
import type { FormEvent } from 'react'
import { Form, Link, useLocation, useNavigate } from 'react-router'

import { SearchIcon } from '../../../../components/ui/icons'
import { listSearch } from '../../list-params'
import { ORDER_FILTERS, type OrderListView } from '../../order-list-query'
import { FilterSelect } from '../list-filters'

interface OrderFiltersProps {
  view: OrderListView
  provinces: readonly { code: string; name: string }[]
}

const any = { value: '', label: 'Tất cả' }
const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) => [
  any,
  ...values.map((value) => ({ value, label: labels[value] })),
]

/** The filters whose values come from a fixed list, each shown by its Vietnamese label. */
const FIXED_LIST_FILTERS = [
  { name: 'status', label: 'Trạng thái đơn', options: optionsOf(orderStatuses, orderStatusLabels) },
  {
    name: 'payment_method',
    label: 'Phương thức thanh toán',
    options: optionsOf(paymentMethods, paymentMethodLabels),
  },
  {
    name: 'payment_status',
    label: 'Trạng thái thanh toán',
    options: optionsOf(paymentStatuses, paymentStatusLabels),
  },
  {
    name: 'shipping_method',
    label: 'Phương thức vận chuyển',
    options: optionsOf(shippingMethods, shippingMethodLabels),
  },
] as const satisfies readonly {
  name: (typeof ORDER_FILTERS)[number]
  label: string
  options: readonly { value: string; label: string }[]
}[]

const LABEL = 'mb-1 block text-sm font-medium text-ink-800'

/**
 * The console's search and filters: a GET form to the same address, so a filtered view is a link
 * (the tab and sort stay, the page starts again). With JavaScript, empty fields are left out of
 * the address.
 */
export function OrderFilters({ view, provinces }: OrderFiltersProps) {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const { filters } = view
  const params = new URLSearchParams(search)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const changes: Record<string, string | null> = { q: String(data.get('q') ?? '').trim() }
    for (const name of ORDER_FILTERS) changes[name] = String(data.get(name) ?? '').trim()
    void navigate(`${pathname}${listSearch(search, changes)}`)
  }

  const input = (name: (typeof ORDER_FILTERS)[number], label: string, type = 'text') => (
    <div>
      <label htmlFor={`filter-${name}`} className={LABEL}>
        {label}
      </label>
      <input
        id={`filter-${name}`}
        name={name}
        type={type}
        defaultValue={filters[name]}
        key={filters[name]}
        className="field-input"
        {...(type === 'number' ? { min: 0, step: 1000, inputMode: 'numeric' as const } : {})}
      />
    </div>
  )

  return (
    <Form method="get" action={pathname} role="search" onSubmit={onSubmit} className="card p-4">
      {params.get('tab') ? <input type="hidden" name="tab" value={params.get('tab')!} /> : null}
      {params.get('sort') ? <input type="hidden" name="sort" value={params.get('sort')!} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="list-q" className={LABEL}>
            Tìm theo mã đơn, số điện thoại, tên hoặc email
          </label>
          <input
            id="list-q"
            name="q"
            type="search"
            defaultValue={view.q}
            key={view.q}
            className="field-input"
            maxLength={100}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          <SearchIcon className="size-5" aria-hidden="true" />
          Lọc
        </button>
        <Link to={pathname} className="btn btn-secondary">
          Xóa bộ lọc
        </Link>
      </div>
      <details className="mt-3" open={ORDER_FILTERS.some((name) => filters[name] !== '')}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-800">
          Bộ lọc chi tiết
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {FIXED_LIST_FILTERS.map(({ name, label, options }) => (
            <FilterSelect
              key={name}
              name={name}
              label={label}
              value={filters[name]}
              options={options}
            />
          ))}
          <FilterSelect
            name="province_code"
            label="Tỉnh/thành"
            value={filters.province_code}
            options={[any, ...provinces.map((p) => ({ value: p.code, label: p.name }))]}
          />
          {input('voucher_code', 'Mã giảm giá')}
          {input('from', 'Từ ngày', 'date')}
          {input('to', 'Đến ngày', 'date')}
          {input('total_min', 'Tổng tiền từ (₫)', 'number')}
          {input('total_max', 'Tổng tiền đến (₫)', 'number')}
        </div>
      </details>
    </Form>
  )
}
