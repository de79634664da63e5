import { ARTICLES_PER_PAGE_DEFAULT } from '@phiencho/contracts'

import { readPageNumber } from '../../lib/page-number'
import type { ArticleListParams } from './api/get-articles'

/** The API accepts tags of 1 to 60 characters. */
const TAG_MAX = 60

/** The hero and the "Tin nổi bật" column: the newest featured articles. */
export const FEATURED_PARAMS: ArticleListParams = { page: 1, per_page: 5, featured: true }

export interface NewsListState {
  page: number
  /** `?tag=`: only the articles carrying it; null for all. */
  tag: string | null
}

/** Reads the address forgivingly, as the product lists do: a bad page is the first page. */
export function readNewsListState(params: URLSearchParams): NewsListState {
  const tag = params.get('tag')?.replace(/\s+/g, ' ').trim() ?? ''
  return {
    page: readPageNumber(params),
    tag: tag.length >= 1 && tag.length <= TAG_MAX ? tag : null,
  }
}

export function newsListParams(state: NewsListState, category?: string): ArticleListParams {
  return {
    page: state.page,
    per_page: ARTICLES_PER_PAGE_DEFAULT,
    ...(category ? { category } : {}),
    ...(state.tag ? { tag: state.tag } : {}),
  }
}

/** The one address of a list state (canonical link): defaults left out. */
export function newsListSearch(state: NewsListState): string {
  const params = new URLSearchParams()
  if (state.tag) params.set('tag', state.tag)
  if (state.page > 1) params.set('page', String(state.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}
