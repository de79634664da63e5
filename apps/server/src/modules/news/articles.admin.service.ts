import {
  ADMIN_ARTICLES_PER_PAGE,
  type AdminArticle,
  type AdminArticlePage,
  type adminArticleRequest,
  type AdminArticlesQuery,
  adminArticleTabs,
  adminNewsMessages as m,
  ARTICLE_BODY_TEXT_MIN,
  ARTICLE_SLUG_MAX,
  ARTICLE_TITLE_MIN,
  pageMeta,
} from '@phiencho/contracts'
import { slugify } from '@phiencho/vn'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/client.ts'
import { fieldError, HttpError, notFound } from '../../lib/errors.ts'
import { plainTextOf, sanitizeRichHtml } from '../../lib/rich-html.ts'
import { typedLine, typedTextOrNull } from '../../lib/typed-text.ts'
import { recordAudit } from '../audit/index.ts'
import { storedPicturesAt } from '../uploads/index.ts'
import {
  type ArticleCaller,
  articleAnswer,
  assertOwnUnlessPublisher,
  auditedArticle,
  toAdminArticleRow,
  wasPublished,
} from './article-admin-rows.ts'
import {
  articleCategoryExists,
  articleSlugTaken,
  type ArticleRecord,
  countArticlesByStatus,
  insertArticle,
  lockArticle,
  selectArticlePage,
  updateArticle,
} from './articles.admin.repository.ts'

type ArticleInput = z.output<typeof adminArticleRequest>

export async function listAdminArticles(
  db: Db,
  query: AdminArticlesQuery,
): Promise<AdminArticlePage> {
  const filters = { q: query.q, category: query.category }
  const [rows, byStatus] = await Promise.all([
    selectArticlePage(db, query.status, filters, query.page),
    countArticlesByStatus(db, filters),
  ])
  const counts = Object.fromEntries(adminArticleTabs.map((tab) => [tab, 0])) as Record<
    (typeof adminArticleTabs)[number],
    number
  >
  for (const { status, n } of byStatus) {
    counts[status] = n
    counts.all += n
  }
  return {
    data: rows.map(toAdminArticleRow),
    meta: pageMeta(query.page, ADMIN_ARTICLES_PER_PAGE, counts[query.status]),
    counts,
  }
}

export const getAdminArticle = (db: Db, id: number): Promise<AdminArticle> => articleAnswer(db, id)

/** Words of visible text. */
const wordsOf = (html: string) => plainTextOf(html).split(' ').filter(Boolean).length

/** The slug to store: locked once published; asked for (422 when taken), or made from the title. */
async function chooseArticleSlug(
  tx: Tx,
  input: ArticleInput,
  current: ArticleRecord | undefined,
): Promise<string> {
  if (current && wasPublished(current)) {
    if (input.slug !== null && input.slug !== current.slug) throw fieldError('slug', m.slugLocked)
    return current.slug
  }
  const taken = (slug: string) => articleSlugTaken(tx, slug, current?.id)
  if (input.slug !== null) {
    if (await taken(input.slug)) throw fieldError('slug', m.slugTaken)
    return input.slug
  }
  const base = slugify(input.title, ARTICLE_SLUG_MAX - 4) || 'bai-viet'
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    if (!(await taken(candidate))) return candidate
  }
}

/** The cover: the article's own, or a picture the media pipeline stored (its size comes along). */
async function chosenCover(tx: Tx, path: string | null, current: ArticleRecord | undefined) {
  if (path === null) return { cover_image: null, cover_width: null, cover_height: null }
  if (current && path === current.cover_image) {
    return {
      cover_image: path,
      cover_width: current.cover_width,
      cover_height: current.cover_height,
    }
  }
  const [picture] = await storedPicturesAt(tx, [path])
  if (!picture) throw fieldError('cover_image', m.cover)
  return { cover_image: path, cover_width: picture.width, cover_height: picture.height }
}

/** The columns an article's form sets, checked and cleaned; plain texts are kept as typed. */
async function savedValues(tx: Tx, input: ArticleInput, current?: ArticleRecord) {
  const body = sanitizeRichHtml(input.body)
  if (wordsOf(body) < ARTICLE_BODY_TEXT_MIN) throw fieldError('body', m.body)
  const title = typedLine(input.title)
  if (title.length < ARTICLE_TITLE_MIN) throw fieldError('title', m.title)
  if (!(await articleCategoryExists(tx, input.category_id))) {
    throw fieldError('category_id', m.category)
  }
  const tags = input.tags.map(typedLine).filter(Boolean)
  return {
    title,
    slug: await chooseArticleSlug(tx, { ...input, title }, current),
    category_id: input.category_id,
    ...(await chosenCover(tx, input.cover_image, current)),
    cover_alt: typedTextOrNull(input.cover_alt),
    excerpt: typedTextOrNull(input.excerpt),
    body,
    tags: tags.filter(
      (tag, i) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === i,
    ),
    is_featured: input.is_featured,
    seo_title: typedTextOrNull(input.seo_title),
    seo_description: typedTextOrNull(input.seo_description),
  }
}

/** A new draft, its author the caller. */
export async function createArticle(
  tx: Tx,
  caller: ArticleCaller,
  input: ArticleInput,
): Promise<AdminArticle> {
  const values = await savedValues(tx, input)
  const row = await insertArticle(tx, { ...values, status: 'draft', author_id: caller.userId })
  await recordAudit(tx, caller.audit, {
    action: 'article.create',
    entityType: 'article',
    entityId: row.id,
    before: null,
    after: auditedArticle(row),
  })
  return articleAnswer(tx, row.id)
}

/**
 * Replaces an article. A writer edits their own drafts and articles waiting for review; an editor
 * any article, a published one changing on the site at once.
 */
export async function replaceArticle(
  tx: Tx,
  caller: ArticleCaller,
  id: number,
  input: ArticleInput,
): Promise<AdminArticle> {
  const before = await lockArticle(tx, id)
  if (!before) throw notFound(m.articleNotFound)
  assertOwnUnlessPublisher(caller, before)
  if (!caller.canPublish && before.status !== 'draft' && before.status !== 'in_review') {
    throw new HttpError(403, m.needsPublish)
  }
  if (input.updated_at !== undefined) {
    if (new Date(input.updated_at).getTime() !== before.updated_at.getTime()) {
      throw new HttpError(409, m.changedMeanwhile)
    }
  }
  const after = await updateArticle(tx, id, await savedValues(tx, input, before))
  await recordAudit(tx, caller.audit, {
    action: 'article.update',
    entityType: 'article',
    entityId: id,
    before: auditedArticle(before),
    after: auditedArticle(after),
  })
  return articleAnswer(tx, id)
}
