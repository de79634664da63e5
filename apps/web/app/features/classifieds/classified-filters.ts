import {
  CLASSIFIEDS_PER_PAGE_DEFAULT,
  type ClassifiedSort,
  classifiedSorts,
  PAGE_MAX,
  AD_PRICE_MAX,
} from '@phiencho/contracts'

import { readSearchText } from '../../lib/search-text'

import type { ClassifiedAdsParams } from './api/get-classified-ads'
import { topicHref } from './links'

/** The classifieds list's whole state, as its address carries it (`/muc-rao-vat?province=79`). */
export interface ClassifiedFilters {
  /** The words searched for; '' when none. */
  q: string
  topic: string | null
  /** Province GSO code (`79`). */
  province: string | null
  priceMin: number | null
  priceMax: number | null
  hasImage: boolean
  sort: ClassifiedSort
  page: number
}

export const DEFAULT_CLASSIFIED_SORT: ClassifiedSort = 'newest'
export const CLASSIFIED_SORTS = classifiedSorts

export const NO_CLASSIFIED_FILTERS: ClassifiedFilters = {
  q: '',
  topic: null,
  province: null,
  priceMin: null,
  priceMax: null,
  hasImage: false,
  sort: DEFAULT_CLASSIFIED_SORT,
  page: 1,
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const PROVINCE_CODE = /^\d{2}$/
const TRUE_VALUES = new Set(['true', '1', 'on', 'yes'])

function slugOrNull(value: string | null): string | null {
  const slug = value?.trim().toLowerCase() ?? ''
  return slug.length <= 200 && SLUG.test(slug) ? slug : null
}

/** "500.000", "500000", "2 000 000 ₫" → a number of đồng; anything without digits → null. */
export function readPrice(value: string | null): number | null {
  const digits = value?.replace(/[\s.,₫đ]/gi, '') ?? ''
  if (!/^\d{1,13}$/.test(digits)) return null
  return Math.min(Number(digits), AD_PRICE_MAX)
}

/**
 * Reads the address forgivingly, as the product list does: a hand-edited or stale link never
 * reaches the API with a value it would refuse (422); the bad parts are dropped instead.
 */
export function parseClassifiedFilters(params: URLSearchParams): ClassifiedFilters {
  let priceMin = readPrice(params.get('price_min'))
  let priceMax = readPrice(params.get('price_max'))
  // "From 5 million to 1 million" meant the other way round.
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) {
    ;[priceMin, priceMax] = [priceMax, priceMin]
  }
  const province = params.get('province')?.trim() ?? ''
  const sort = params.get('sort')
  const page = params.get('page')?.trim() ?? ''
  const pageNumber = /^\d{1,6}$/.test(page) ? Number(page) : 0
  return {
    q: readSearchText(params.get('q')),
    topic: slugOrNull(params.get('topic')),
    province: PROVINCE_CODE.test(province) ? province : null,
    priceMin,
    priceMax,
    hasImage: TRUE_VALUES.has(params.get('has_image') ?? ''),
    sort: CLASSIFIED_SORTS.includes(sort as ClassifiedSort)
      ? (sort as ClassifiedSort)
      : DEFAULT_CLASSIFIED_SORT,
    page: pageNumber >= 1 && pageNumber <= PAGE_MAX ? pageNumber : 1,
  }
}

/** The query string for these filters, defaults left out, so one state has one address. */
export function classifiedFiltersSearch(filters: ClassifiedFilters): string {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.topic) params.set('topic', filters.topic)
  if (filters.province) params.set('province', filters.province)
  if (filters.priceMin !== null) params.set('price_min', String(filters.priceMin))
  if (filters.priceMax !== null) params.set('price_max', String(filters.priceMax))
  if (filters.hasImage) params.set('has_image', 'true')
  if (filters.sort !== DEFAULT_CLASSIFIED_SORT) params.set('sort', filters.sort)
  if (filters.page > 1) params.set('page', String(filters.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The API request for this state; on a topic page the topic comes from the path. */
export function classifiedAdsParams(
  filters: ClassifiedFilters,
  topic: string | null = filters.topic,
): ClassifiedAdsParams {
  const params: ClassifiedAdsParams = {
    page: filters.page,
    per_page: CLASSIFIEDS_PER_PAGE_DEFAULT,
    sort: filters.sort,
  }
  if (topic) params.topic = topic
  if (filters.province) params.province = filters.province
  if (filters.priceMin !== null) params.price_min = filters.priceMin
  if (filters.priceMax !== null) params.price_max = filters.priceMax
  if (filters.hasImage) params.has_image = true
  if (filters.q) params.q = filters.q
  return params
}

/** How many filters narrow the list (the words, sort and page do not count), for "Bộ lọc (2)". */
export function activeFilterCount(filters: ClassifiedFilters): number {
  return (
    (filters.topic ? 1 : 0) +
    (filters.province ? 1 : 0) +
    (filters.priceMin !== null || filters.priceMax !== null ? 1 : 0) +
    (filters.hasImage ? 1 : 0)
  )
}

/** The same words and order with every filter taken off ("Xóa bộ lọc"). */
export function withoutFilters(filters: ClassifiedFilters): ClassifiedFilters {
  return { ...NO_CLASSIFIED_FILTERS, q: filters.q, sort: filters.sort }
}

/** Form fields to query string: empty fields dropped and values re-read, on page 1. */
export function classifiedFormSearch(entries: Iterable<[string, FormDataEntryValue]>): string {
  const params = new URLSearchParams()
  for (const [key, value] of entries) {
    if (typeof value === 'string' && value.trim() !== '') params.append(key, value.trim())
  }
  return classifiedFiltersSearch({ ...parseClassifiedFilters(params), page: 1 })
}

/**
 * The canonical address of a list: the filters and page, never the sort (the same ads in another
 * order are the same page to a search engine). A topic chosen in the filters has its own page.
 */
export function canonicalClassifiedsPath(filters: ClassifiedFilters, path: string): string {
  const { topic } = filters
  const search = classifiedFiltersSearch({
    ...filters,
    topic: null,
    sort: DEFAULT_CLASSIFIED_SORT,
  })
  return `${topic ? topicHref(topic) : path}${search}`
}

/**
 * A `topic` that is not one of the topics is dropped, as other bad values are (the API would
 * answer 404). Without the topic list the filter stays: the API decides.
 */
export function withKnownTopic(
  filters: ClassifiedFilters,
  topics: readonly { slug: string }[] | undefined,
): ClassifiedFilters {
  if (!filters.topic || !topics || topics.some((topic) => topic.slug === filters.topic)) {
    return filters
  }
  return { ...filters, topic: null }
}
