import {
  catalogMessages,
  pageMeta,
  type ProductReviewPage,
  type ProductReviewsQuery,
  type RatingHistogram,
  REVIEWS_PER_PAGE,
  type ReviewSummary,
} from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import {
  countWithPhotos,
  findListedProduct,
  findPublishedPage,
  findVotedReviewIds,
  type ListedProduct,
} from './product-reviews.repository.ts'
import { toPublicReview } from './review-rows.ts'

/** The product the shop shows at this slug; 404 as the product page answers otherwise. */
export async function listedProduct(db: Db | Tx, slug: string): Promise<ListedProduct> {
  const product = await findListedProduct(db, slug)
  if (!product) throw notFound(catalogMessages.productNotFound)
  return product
}

function summaryOf(product: ListedProduct, withPhotos: number): ReviewSummary {
  const [one = 0, two = 0, three = 0, four = 0, five = 0] = product.rating_histogram
  const histogram: RatingHistogram = { '1': one, '2': two, '3': three, '4': four, '5': five }
  return {
    average: product.rating_count > 0 ? product.rating_average : null,
    count: product.rating_count,
    histogram,
    with_photos: withPhotos,
  }
}

/** How many published reviews the filters match, from the kept counts. */
function matchingTotal(
  summary: ReviewSummary,
  photos: { total: number; starred: number },
  query: ProductReviewsQuery,
): number {
  if (query.with_photos) return query.star === undefined ? photos.total : photos.starred
  if (query.star === undefined) return summary.count
  return summary.histogram[String(query.star) as keyof RatingHistogram]
}

/**
 * `GET /products/:slug/reviews`: a page of published reviews and the summary. The totals come from
 * the counts the database keeps on the product; only the photo filter counts, along its index.
 */
export async function listProductReviews(
  db: Db,
  slug: string,
  query: ProductReviewsQuery,
): Promise<ProductReviewPage> {
  const product = await listedProduct(db, slug)
  const filters = { productId: product.id, star: query.star, withPhotos: query.with_photos }
  const offset = (query.page - 1) * REVIEWS_PER_PAGE
  const [rows, photos] = await Promise.all([
    findPublishedPage(db, filters, query.sort, REVIEWS_PER_PAGE, offset),
    countWithPhotos(db, product.id, query.star),
  ])
  const summary = summaryOf(product, photos.total)
  return {
    data: rows.map(toPublicReview),
    meta: pageMeta(query.page, REVIEWS_PER_PAGE, matchingTotal(summary, photos, query)),
    summary,
  }
}

/** The reviews of this product that the caller found helpful. */
export async function reviewVotesOf(
  db: Db,
  slug: string,
  userId: number,
): Promise<{ review_ids: number[] }> {
  const product = await listedProduct(db, slug)
  return { review_ids: await findVotedReviewIds(db, userId, product.id) }
}
