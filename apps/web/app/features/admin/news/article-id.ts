import { adminNewsMessages } from '@phiencho/contracts'
import { data } from 'react-router'

import { adminArticleCategoriesQueryOptions } from '../api/get-admin-article-categories'
import { adminArticleQueryOptions } from '../api/get-admin-articles'

/** The `:id` of an article's address; anything but a positive whole number is a 404. */
export function articleIdParam(params: { id?: string }): number {
  const id = Number(params.id)
  if (!Number.isSafeInteger(id) || id < 1) {
    throw data(adminNewsMessages.articleNotFound, { status: 404 })
  }
  return id
}

/** What the editor and the preview of a stored article load: the article and the categories. */
export function storedArticleQueries(params: { id?: string }) {
  return [adminArticleQueryOptions(articleIdParam(params)), adminArticleCategoriesQueryOptions()]
}
