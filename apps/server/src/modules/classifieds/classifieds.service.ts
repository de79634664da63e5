import {
  adImageAlt,
  type ClassifiedAdDetail,
  type ClassifiedAdList,
  type ClassifiedAdSummary,
  type ClassifiedListQuery,
  type ClassifiedTopic,
  classifiedsMessages,
  type MediaImage,
  mediaUrl,
  pageMeta,
  SELLER_OTHER_ADS_MAX,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { HttpError, notFound } from '../../lib/errors.ts'
import type { PageView } from '../../lib/view-counter.ts'
import { searchTerms, tsquerySql } from '../catalog/index.ts'
import {
  type AdFilters,
  type AdPageRequest,
  type AdSummaryRow,
  countAds,
  findAdSummaries,
  findTopicsWithCounts,
  similarTitle,
  textMatch,
} from './classified-list.repository.ts'
import {
  addAdView,
  findAdBySlug,
  findAdImages,
  findLiveAd,
  findTopicId,
  type ImageRow,
  insertReport,
} from './classifieds.repository.ts'
import { hidePhoneNumbers, maskPhone } from './phone-mask.ts'

/** A query this short with no match is not worth a look for similar titles (typos). */
const TYPO_MIN_LENGTH = 3

function toImage(image: ImageRow, alt: string): MediaImage {
  return {
    url: mediaUrl(image.path),
    width: image.width,
    height: image.height,
    alt,
  }
}

const isoString = (value: Date | string) => new Date(value).toISOString()

function toAdSummary(row: AdSummaryRow): ClassifiedAdSummary {
  const title = hidePhoneNumbers(row.title)
  return {
    id: row.id,
    slug: row.slug,
    title,
    price: row.price,
    province_name: row.province_name,
    topic: { name: row.topic_name, slug: row.topic_slug },
    image: row.image ? toImage(row.image, title) : null,
    image_count: row.image_count,
    bumped_at: isoString(row.bumped_at),
  }
}

type AdPage = Pick<AdPageRequest, 'sort' | 'limit' | 'offset'>

async function adPage(db: Db, filters: AdFilters, page: AdPage) {
  const [rows, total] = await Promise.all([
    findAdSummaries(db, { filters, ...page }),
    countAds(db, filters),
  ])
  return { rows, total }
}

/**
 * Ads whose title or text contains the words (marks and case ignored, the last word may be
 * unfinished), as the product search reads them; when none does, titles a typo away.
 */
async function searchAdPage(db: Db, q: string, filters: AdFilters, page: AdPage) {
  const terms = searchTerms(q)
  if (!terms) return { rows: [], total: 0 }
  const found = await adPage(db, { ...filters, match: textMatch(tsquerySql(terms)) }, page)
  if (found.total > 0 || terms.folded.length < TYPO_MIN_LENGTH) return found
  return adPage(db, { ...filters, match: similarTitle(terms.folded) }, page)
}

/** `GET /classified-ads`: live ads, last pushed up first unless sorted by price. */
export async function listClassifieds(
  db: Db,
  query: ClassifiedListQuery,
): Promise<ClassifiedAdList> {
  let topicId: number | undefined
  if (query.topic !== undefined) {
    topicId = await findTopicId(db, query.topic)
    if (topicId === undefined) throw notFound(classifiedsMessages.topicNotFound)
  }
  const filters: AdFilters = {
    topicId,
    provinceCode: query.province,
    priceMin: query.price_min,
    priceMax: query.price_max,
    hasImage: query.has_image,
  }
  const page = {
    sort: query.sort ?? 'newest',
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  }
  const { rows, total } = query.q
    ? await searchAdPage(db, query.q, filters, page)
    : await adPage(db, filters, page)
  return {
    data: rows.map(toAdSummary),
    meta: pageMeta(query.page, query.per_page, total),
  }
}

/**
 * A live ad, for anyone. Its owner (signed in) sees it whatever its status (hidden, expired…), with
 * `is_owner`; for everyone else an ad that is not live does not exist.
 */
export async function getClassifiedAd(
  db: Db,
  slug: string,
  viewerId: number | null,
): Promise<ClassifiedAdDetail> {
  const ad = await findAdBySlug(db, slug)
  const isOwner = ad !== undefined && viewerId !== null && ad.user_id === viewerId
  if (!ad || (!ad.live && !isOwner)) throw notFound(classifiedsMessages.adNotFound)
  const [images, others] = await Promise.all([
    findAdImages(db, ad.id),
    findAdSummaries(db, {
      filters: { userId: ad.user_id, exceptId: ad.id },
      sort: 'newest',
      limit: SELLER_OTHER_ADS_MAX,
      offset: 0,
    }),
  ])
  // Sellers write their number into the text too; the page shows it masked wherever it is.
  const title = hidePhoneNumbers(ad.title)
  return {
    id: ad.id,
    slug: ad.slug,
    title,
    body: hidePhoneNumbers(ad.body),
    price: ad.price,
    topic: { name: ad.topic_name, slug: ad.topic_slug },
    province: { code: ad.province_code, name: ad.province_name },
    ward:
      ad.ward_code !== null && ad.ward_name !== null
        ? { code: ad.ward_code, name: ad.ward_name }
        : null,
    images: images.map((image, i) => toImage(image, adImageAlt(title, i + 1))),
    seller: {
      name: hidePhoneNumbers(ad.contact_name),
      member_since: ad.member_since.toISOString(),
    },
    phone_masked: maskPhone(ad.contact_phone),
    view_count: ad.view_count,
    created_at: ad.created_at.toISOString(),
    updated_at: ad.updated_at.toISOString(),
    bumped_at: ad.bumped_at.toISOString(),
    expires_at: ad.expires_at.toISOString(),
    is_owner: isOwner,
    status: ad.status,
    hidden_by_moderator: isOwner && ad.hidden_by_moderator,
    seller_other_ads: others.map(toAdSummary),
  }
}

/** What opening an ad counts (see lib/view-counter.ts). */
export function adView(db: Db, adId: number, visitor: string): PageView {
  return { item: `classified:${adId}`, visitor, write: () => addAdView(db, adId) }
}

/** The seller's number of a live ad, shown on request (the page itself only has it masked). */
export async function revealPhone(db: Db, slug: string): Promise<{ phone: string }> {
  const ad = await findLiveAd(db, slug)
  if (!ad) throw notFound(classifiedsMessages.adNotFound)
  return { phone: ad.contact_phone }
}

/** One report per signed-in visitor and live ad; nobody reports their own ad. */
export async function reportAd(
  db: Db,
  slug: string,
  reporterId: number,
  reason: string,
): Promise<{ message: string }> {
  const ad = await findLiveAd(db, slug)
  if (!ad) throw notFound(classifiedsMessages.adNotFound)
  if (ad.user_id === reporterId) throw new HttpError(422, classifiedsMessages.reportOwnAd)
  const added = await insertReport(db, { adId: ad.id, reporterId, reason })
  if (!added) throw new HttpError(409, classifiedsMessages.reportDuplicate)
  return { message: classifiedsMessages.reportThanks }
}

export function listTopics(db: Db): Promise<ClassifiedTopic[]> {
  return findTopicsWithCounts(db)
}
