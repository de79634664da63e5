import { PriceRangeFields } from '../../../components/catalog/price-range-fields'
import type { ClassifiedTopic } from '@phiencho/contracts'
import { type FormEvent, useId } from 'react'
import { Link, useNavigate } from 'react-router'

import { type ClassifiedFilters, classifiedFormSearch } from '../classified-filters'
import { FilterHiddenFields } from './filter-hidden-fields'

const HEADING = 'block text-sm font-semibold text-ink-900'

export interface ProvinceChoice {
  code: string
  name: string
}

interface ClassifiedFilterFormProps {
  /** The page the form submits to: `/muc-rao-vat` or a topic's address. */
  action: string
  filters: ClassifiedFilters
  /** Offered on the whole list; absent on a topic page, whose topic is in its path. */
  topics?: ClassifiedTopic[]
  provinces: ProvinceChoice[]
  /** Where "Xóa bộ lọc" goes: the same words and order, nothing else. */
  clearHref: string
}

/**
 * Topic, province, price range and "only with pictures" as a plain GET form: without JavaScript
 * the browser submits it; with JavaScript it navigates in place with empty fields left out.
 */
export function ClassifiedFilterForm({
  action,
  filters,
  topics,
  provinces,
  clearHref,
}: ClassifiedFilterFormProps) {
  const id = useId()
  const navigate = useNavigate()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void navigate(`${action}${classifiedFormSearch(new FormData(event.currentTarget))}`)
  }

  return (
    <form
      method="get"
      action={action}
      onSubmit={onSubmit}
      aria-label="Lọc tin rao vặt"
      className="space-y-5"
    >
      <FilterHiddenFields filters={filters} except={['topic', 'province', 'price', 'has_image']} />

      {topics ? (
        <div>
          <label htmlFor={`${id}-topic`} className={HEADING}>
            Chủ đề
          </label>
          <select
            id={`${id}-topic`}
            name="topic"
            defaultValue={filters.topic ?? ''}
            className="field-input mt-2"
          >
            <option value="">Tất cả chủ đề</option>
            {topics.map((topic) => (
              <option key={topic.slug} value={topic.slug}>
                {topic.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <div>
        <label htmlFor={`${id}-province`} className={HEADING}>
          Tỉnh/thành phố
        </label>
        <select
          id={`${id}-province`}
          name="province"
          defaultValue={filters.province ?? ''}
          className="field-input mt-2"
        >
          <option value="">Toàn quốc</option>
          {provinces.map((province) => (
            <option key={province.code} value={province.code}>
              {province.name}
            </option>
          ))}
        </select>
      </div>

      <PriceRangeFields
        id={id}
        min={filters.priceMin}
        max={filters.priceMax}
        legendClassName={HEADING}
        hint="Tin “Thỏa thuận” không có giá nên không hiện khi lọc theo giá."
      />

      <label className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-1 text-sm text-ink-800 hover:bg-ink-100">
        <input
          type="checkbox"
          name="has_image"
          value="true"
          defaultChecked={filters.hasImage}
          className="size-4 accent-brand-700"
        />
        Chỉ tin có ảnh
      </label>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary flex-1 whitespace-nowrap">
          Áp dụng
        </button>
        <Link to={clearHref} className="btn btn-secondary flex-1 whitespace-nowrap">
          Xóa bộ lọc
        </Link>
      </div>
    </form>
  )
}
