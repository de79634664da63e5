import { slugify } from '@phiencho/vn'
import { sanitizeRichHtml } from '../../lib/rich-html.ts'
import type { Db } from '../client.ts'
import { article_categories, articles } from '../schema.ts'
import {
  type ArticleSpec,
  articleCategorySpecs,
  articleSpecs,
  deskArticleSpecs,
} from './content/news.ts'
import { h2, p, ul } from './html.ts'
import { coverImages } from './images.ts'
import { createRandom, type Random } from './random.ts'

const DAY = 86_400_000
const HOUR = 3_600_000

function articleBody(random: Random, spec: ArticleSpec): string {
  const category = articleCategorySpecs.find((c) => c.slug === spec.category)
  if (!category) throw new Error(`Unknown article category "${spec.category}"`)
  const [first, second, third, fourth] = random.sample(category.paragraphs, 4)
  const [headingA, headingB] = random.sample(category.headings, 2)
  return [
    p(spec.lead),
    h2(headingA ?? ''),
    p(first ?? ''),
    ul(spec.points),
    p(second ?? ''),
    h2(headingB ?? ''),
    p(third ?? ''),
    p(fourth ?? ''),
  ].join('')
}

/**
 * Four categories and 30 published articles spread over the last five months, by the editor; and
 * the desk's work in progress: the writer's drafts (one sent back with a note), one waiting for
 * review, one scheduled three days ahead and one hidden.
 */
export async function seedDemoNews(
  db: Db,
  random: Random,
  now: number,
  authors: { editorId: number; writerId: number },
): Promise<void> {
  const authorId = authors.editorId
  const categories = await db
    .insert(article_categories)
    .values(
      articleCategorySpecs.map((c, i) => ({
        name: c.name,
        slug: c.slug,
        description: c.description,
        position: i + 1,
      })),
    )
    .returning({ id: article_categories.id, slug: article_categories.slug })
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]))
  const covers = coverImages()

  await db.insert(articles).values(
    articleSpecs.map((spec, i) => {
      const published = now - (i * 5 + random.int(0, 4)) * DAY - random.int(0, DAY / 2)
      const tags = articleCategorySpecs.find((c) => c.slug === spec.category)?.tags ?? []
      return {
        category_id: categoryId.get(spec.category) ?? 0,
        author_id: authorId,
        title: spec.title,
        slug: slugify(spec.title),
        excerpt: spec.lead,
        cover_image: covers[i % covers.length]?.path ?? null,
        cover_width: covers[i % covers.length]?.width ?? null,
        cover_height: covers[i % covers.length]?.height ?? null,
        body: sanitizeRichHtml(articleBody(random, spec)),
        tags: random.sample(tags, random.int(2, 3)),
        status: 'published' as const,
        published_at: new Date(published),
        view_count: random.int(120, 15_000),
        is_featured: i % 5 === 0,
        created_at: new Date(published - DAY),
        updated_at: new Date(published),
      }
    }),
  )

  // Its own sequence: the desk's draws leave the rest of the demo as it was.
  const deskRandom = createRandom(20_261_128)
  await db.insert(articles).values(
    deskArticleSpecs.map((spec, i) => {
      // On the hour: a scheduled time reads as one an editor would pick.
      const at = Math.ceil((now + spec.days * DAY) / HOUR) * HOUR
      const dated = spec.status === 'scheduled' || spec.status === 'hidden'
      const cover = covers[(articleSpecs.length + i) % covers.length]
      return {
        category_id: categoryId.get(spec.category) ?? 0,
        author_id: spec.author === 'writer' ? authors.writerId : authors.editorId,
        title: spec.title,
        slug: slugify(spec.title),
        excerpt: spec.lead,
        cover_image: cover?.path ?? null,
        cover_width: cover?.width ?? null,
        cover_height: cover?.height ?? null,
        body: sanitizeRichHtml(articleBody(deskRandom, spec)),
        tags: deskRandom.sample(
          articleCategorySpecs.find((c) => c.slug === spec.category)?.tags ?? [],
          2,
        ),
        status: spec.status,
        published_at: dated ? new Date(at) : null,
        first_published_at: spec.status === 'hidden' ? new Date(at) : null,
        view_count: spec.status === 'hidden' ? deskRandom.int(300, 2_000) : 0,
        review_note: spec.reviewNote ?? null,
        created_at: new Date(Math.min(at, now) - DAY),
        updated_at: new Date(Math.min(at, now)),
      }
    }),
  )
}
