import './locale.ts'

import { z } from 'zod'

import { mediaImage } from './catalog.ts'
import { queryInt } from './catalog-query.ts'
import { LATEST_ARTICLES_DEFAULT, LATEST_ARTICLES_MAX, newsMessages } from './news.constants.ts'

export { LATEST_ARTICLES_DEFAULT, LATEST_ARTICLES_MAX, newsMessages } from './news.constants.ts'

export const latestArticlesQuery = z.object({
  limit: queryInt(newsMessages.limit, 1, LATEST_ARTICLES_MAX).default(LATEST_ARTICLES_DEFAULT),
})
export type LatestArticlesQuery = z.output<typeof latestArticlesQuery>

/** A published article in a list: its page is `/tin-tuc/{slug}`. */
export const articleSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  cover_image: mediaImage.nullable(),
  category: z.object({ name: z.string(), slug: z.string() }),
  published_at: z.string(),
})
export type ArticleSummary = z.infer<typeof articleSummary>

export const articleList = z.object({ data: z.array(articleSummary) })
export type ArticleList = z.infer<typeof articleList>
