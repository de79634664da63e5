import { sql } from 'drizzle-orm'
import { type Db, selectRows } from '../client.ts'
import { product_reviews, review_helpful_votes, review_photos, review_reports } from '../schema.ts'
import {
  reportReasons,
  reviewClosings,
  reviewDetails,
  reviewOpenings,
  shopReplies,
} from './content/reviews.ts'
import type { Random } from './random.ts'

const DAY = 86_400_000
const HOUR = 3_600_000

type Stars = 1 | 2 | 3 | 4 | 5

interface DeliveredLine {
  order_item_id: number
  product_id: number
  user_id: number
  delivered_ms: number
}

interface Picture {
  product_id: number
  path: string
  width: number | null
  height: number | null
}

/** Lines of delivered and completed orders of signed-up buyers, delivered `minAgeDays` ago or more. */
function deliveredLines(db: Db, now: number, minAgeDays: number) {
  return selectRows<DeliveredLine>(
    db,
    sql`select oi.id as order_item_id, oi.product_id, o.user_id,
        (extract(epoch from min(h.created_at)) * 1000)::float8 as delivered_ms
      from order_items oi
      join orders o on o.id = oi.order_id
      join order_status_history h on h.order_id = o.id and h.to_status in ('delivered', 'completed')
      where o.status in ('delivered', 'completed') and o.user_id is not null
        and oi.product_id is not null
      group by oi.id, oi.product_id, o.user_id
      having min(h.created_at) <= ${new Date(now - minAgeDays * DAY).toISOString()}::timestamptz
      order by oi.id`,
  )
}

function drawStars(random: Random): Stars {
  const r = random.next()
  return r < 0.55 ? 5 : r < 0.8 ? 4 : r < 0.9 ? 3 : r < 0.95 ? 2 : 1
}

function writeBody(random: Random, stars: Stars): string {
  const closing = stars >= 4 ? random.pick(reviewClosings) : ''
  return [random.pick(reviewOpenings[stars]), random.pick(reviewDetails[stars]), closing]
    .filter(Boolean)
    .join(' ')
}

/**
 * Reviews by the demo buyers of what their demo orders delivered (so every rating the shop shows
 * stands on reviews it shows): most published, a few with photos still waiting for a moderator,
 * shop replies, "hữu ích" votes by other buyers and two open reports. The products' ratings are
 * kept from them by the database.
 */
export async function seedDemoReviews(
  db: Db,
  random: Random,
  now: number,
  people: { shop: number; customer: number },
): Promise<void> {
  // The demo customer's recent delivery is left for them to review.
  const lines = (await deliveredLines(db, now, 2)).filter(
    (line) => line.user_id !== people.customer || now - line.delivered_ms > 30 * DAY,
  )
  const buyers = [...new Set(lines.map((line) => line.user_id))]
  const pictures = await selectRows<Picture>(
    db,
    sql`select product_id, path, width, height from product_images order by product_id, position, id`,
  )
  const picturesOf = new Map<number, Picture[]>()
  for (const picture of pictures) {
    picturesOf.set(picture.product_id, [...(picturesOf.get(picture.product_id) ?? []), picture])
  }

  const drafts = lines.flatMap((line) => {
    if (!random.chance(0.45)) return []
    const stars = drawStars(random)
    const created = Math.min(
      line.delivered_ms + random.int(1, 8) * DAY + random.int(0, 12) * HOUR,
      now - random.int(1, 20) * HOUR,
    )
    const productPictures = picturesOf.get(line.product_id) ?? []
    const photos = random.chance(0.2) ? random.sample(productPictures, random.int(1, 2)) : []
    // Photos wait for a moderator; the recent ones have not been looked at yet.
    const pending = photos.length > 0 && now - created < 3 * DAY
    const replied = !pending && random.chance(stars <= 3 ? 0.7 : stars === 5 ? 0.15 : 0)
    return [
      {
        line,
        stars,
        photos,
        row: {
          product_id: line.product_id,
          order_item_id: line.order_item_id,
          user_id: line.user_id,
          rating: stars,
          body: writeBody(random, stars),
          status: pending ? ('pending' as const) : ('published' as const),
          held_for: pending ? 'photos' : null,
          has_photos: photos.length > 0,
          published_at: pending ? null : new Date(created + (photos.length ? 6 * HOUR : 0)),
          reply: replied ? random.pick(stars <= 3 ? shopReplies.bad : shopReplies.good) : null,
          replied_at: replied ? new Date(Math.min(created + DAY, now - HOUR)) : null,
          replied_by: replied ? people.shop : null,
          created_at: new Date(created),
          updated_at: new Date(created),
        },
      },
    ]
  })
  if (drafts.length === 0) return
  const inserted = await db
    .insert(product_reviews)
    .values(drafts.map((draft) => draft.row))
    .returning({ id: product_reviews.id })

  const photoRows = drafts.flatMap((draft, i) =>
    draft.photos.map((photo, position) => ({
      review_id: inserted[i]!.id,
      path: photo.path,
      width: photo.width,
      height: photo.height,
      position,
    })),
  )
  if (photoRows.length) await db.insert(review_photos).values(photoRows)

  // Votes by other buyers; the count each review shows is the number of its votes.
  const votes = drafts.flatMap((draft, i) => {
    if (draft.row.status !== 'published') return []
    const others = buyers.filter((buyer) => buyer !== draft.line.user_id)
    const count = random.chance(0.4) ? random.int(1, Math.min(6, others.length)) : 0
    return random.sample(others, count).map((user_id) => ({ review_id: inserted[i]!.id, user_id }))
  })
  if (votes.length) {
    await db.insert(review_helpful_votes).values(votes)
    await db.execute(sql`update product_reviews r set helpful_count = v.votes
      from (select review_id, count(*)::int as votes from review_helpful_votes group by review_id) v
      where v.review_id = r.id`)
  }

  const reported = drafts
    .map((draft, i) => ({ draft, id: inserted[i]!.id }))
    .filter(({ draft }) => draft.row.status === 'published' && draft.stars <= 2)
    .slice(0, reportReasons.length)
  const reports = reported.flatMap(({ draft, id }, i) => {
    const reporter = buyers.find((buyer) => buyer !== draft.line.user_id)
    return reporter === undefined
      ? []
      : [{ review_id: id, reporter_id: reporter, reason: reportReasons[i]! }]
  })
  if (reports.length) await db.insert(review_reports).values(reports)
}
