import {
  type AdminArticle,
  type adminArticlePublishRequest,
  adminNewsMessages as m,
  ARTICLE_SCHEDULE_MAX_DAYS,
  ARTICLE_SCHEDULE_MIN_SECONDS,
  type ArticleStatus,
} from '@phiencho/contracts'
import type { z } from 'zod'
import type { Tx } from '../../db/client.ts'
import { fieldError, HttpError, notFound } from '../../lib/errors.ts'
import { typedText } from '../../lib/typed-text.ts'
import { recordAudit } from '../audit/index.ts'
import {
  type ArticleCaller,
  articleAnswer,
  assertOwnUnlessPublisher,
  auditedArticle,
  wasPublished,
} from './article-admin-rows.ts'
import {
  type ArticleRecord,
  type ArticleValues,
  deleteArticle,
  lockArticle,
  updateArticle,
} from './articles.admin.repository.ts'

type PublishInput = z.output<typeof adminArticlePublishRequest>

// An article's life in the console: draft → in_review (a writer asks) → published at once or
// scheduled (an editor decides; the scheduled work publishes it at its time) → hidden → published
// again. An editor may also send an article waiting or scheduled back to draft with a note.

async function locked(tx: Tx, id: number): Promise<ArticleRecord> {
  const article = await lockArticle(tx, id)
  if (!article) throw notFound(m.articleNotFound)
  return article
}

/** Writes the change `decide` picks for the locked article, with its audit row. */
async function change(
  tx: Tx,
  caller: ArticleCaller,
  id: number,
  action: string,
  decide: (article: ArticleRecord) => ArticleValues,
): Promise<AdminArticle> {
  const before = await locked(tx, id)
  const after = await updateArticle(tx, id, decide(before))
  await recordAudit(tx, caller.audit, {
    action,
    entityType: 'article',
    entityId: id,
    before: auditedArticle(before),
    after: auditedArticle(after),
  })
  return articleAnswer(tx, id)
}

const refuse = (message: string) => new HttpError(409, message)

/** A draft goes to an editor for review; the last review's note is done with. */
export function submitArticle(tx: Tx, caller: ArticleCaller, id: number): Promise<AdminArticle> {
  return change(tx, caller, id, 'article.submit', (article) => {
    assertOwnUnlessPublisher(caller, article)
    if (article.status !== 'draft') throw refuse(m.notSubmittable)
    return { status: 'in_review', review_note: null }
  })
}

const publishable: readonly ArticleStatus[] = ['draft', 'in_review', 'scheduled', 'hidden']

/**
 * Publishes at once (an article public before keeps the date it was first published on), or schedules for
 * `publish_at`, a minute to a year ahead.
 */
export function publishArticle(
  tx: Tx,
  caller: ArticleCaller,
  id: number,
  input: PublishInput,
  now = new Date(),
): Promise<AdminArticle> {
  let at: Date | null = null
  if (input.publish_at) {
    at = new Date(input.publish_at)
    const ahead = at.getTime() - now.getTime()
    if (ahead < ARTICLE_SCHEDULE_MIN_SECONDS * 1000) {
      throw fieldError('publish_at', m.publishAtTooSoon)
    }
    if (ahead > ARTICLE_SCHEDULE_MAX_DAYS * 86_400_000) {
      throw fieldError('publish_at', m.publishAtTooFar)
    }
  }
  return change(tx, caller, id, at ? 'article.schedule' : 'article.publish', (article) => {
    if (!publishable.includes(article.status)) throw refuse(m.notPublishable)
    if (at) return { status: 'scheduled', published_at: at, review_note: null }
    // Public before (then hidden, or scheduled again): back on its first date, in its place.
    return {
      status: 'published',
      published_at: article.first_published_at ?? now,
      review_note: null,
    }
  })
}

/** An article waiting for review or scheduled goes back to its writer with a note. */
export function returnArticle(
  tx: Tx,
  caller: ArticleCaller,
  id: number,
  note: string,
): Promise<AdminArticle> {
  const stored = typedText(note)
  if (stored === '') throw fieldError('note', m.reviewNote)
  return change(tx, caller, id, 'article.return', (article) => {
    if (article.status !== 'in_review' && article.status !== 'scheduled') {
      throw refuse(m.notReturnable)
    }
    return { status: 'draft', published_at: null, review_note: stored }
  })
}

export function hideArticle(tx: Tx, caller: ArticleCaller, id: number): Promise<AdminArticle> {
  return change(tx, caller, id, 'article.hide', (article) => {
    if (article.status !== 'published') throw refuse(m.notHideable)
    return { status: 'hidden' }
  })
}

/**
 * Deletes an article that never was public: a writer their own drafts, an editor any draft,
 * article waiting for review or scheduled one. A published article is hidden instead.
 */
export async function removeArticle(tx: Tx, caller: ArticleCaller, id: number): Promise<void> {
  const before = await locked(tx, id)
  assertOwnUnlessPublisher(caller, before)
  const deletable = caller.canPublish ? !wasPublished(before) : before.status === 'draft'
  if (!deletable) throw refuse(m.notDeletable)
  await deleteArticle(tx, id)
  await recordAudit(tx, caller.audit, {
    action: 'article.delete',
    entityType: 'article',
    entityId: id,
    before: auditedArticle(before),
    after: null,
  })
}
