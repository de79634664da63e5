import { randomBytes } from 'node:crypto'
import {
  AD_BODY_TEXT_MIN,
  AD_LIFETIME_DAYS,
  AD_TITLE_MAX,
  AD_TITLE_MIN,
  type ClassifiedAdInput,
  classifiedsMessages,
  mediaUrl,
  type OwnClassifiedAd,
  type OwnClassifiedAdDetail,
  type OwnClassifiedAdList,
  type OwnClassifiedListQuery,
  pageMeta,
} from '@phiencho/contracts'
import { normalizePhone, slugify } from '@phiencho/vn'
import type { Db } from '../../db/client.ts'
import { HttpError, notFound, validationError } from '../../lib/errors.ts'
import { plainTextOf, sanitizePlainText, sanitizeRichHtml } from '../../lib/rich-html.ts'
import type { MediaStorage } from '../../lib/storage/index.ts'
import { listProvinces, resolveAddressCodes } from '../geo/index.ts'
import { getClassifiedPublication } from '../settings/index.ts'
import { attachablePictures, picturesByPath, toUploadedImage } from '../uploads/index.ts'
import { findFirstImages } from './classifieds.repository.ts'
import {
  type AdValues,
  findAdImages,
  findOwnAd,
  findOwnAds,
  insertAd,
  lockOwnAd,
  type OwnAdSummaryRow,
  replaceImages,
  resubmitAd,
  topicOffered,
  updateAd,
} from './own-classifieds.repository.ts'
import { refuseBlockedPoster, statusForNewAd } from './ad-publication.ts'

type FieldErrors = Record<string, string[]>
type Picture = { path: string; width: number | null; height: number | null }

export const adNotFound = () => notFound(classifiedsMessages.adNotFound)

export function toOwnAd(row: OwnAdSummaryRow, image: Picture | undefined): OwnClassifiedAd {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    price: row.price,
    topic: { name: row.topic_name, slug: row.topic_slug },
    province_name: row.province_name,
    image: image
      ? {
          url: mediaUrl(image.path),
          width: image.width,
          height: image.height,
          alt: row.title,
        }
      : null,
    status: row.status,
    moderation_note: row.moderation_note,
    hidden_by_moderator: row.hidden_by_moderator,
    view_count: row.view_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    bumped_at: row.bumped_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  }
}

export async function listOwnAds(
  db: Db,
  userId: number,
  query: OwnClassifiedListQuery,
): Promise<OwnClassifiedAdList> {
  const { rows, total } = await findOwnAds(db, userId, {
    status: query.status,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  })
  const images = await findFirstImages(
    db,
    rows.map((row) => row.id),
  )
  return {
    data: rows.map((row) => toOwnAd(row, images.get(row.id))),
    meta: pageMeta(query.page, query.per_page, total),
  }
}

export async function getOwnAd(
  db: Db,
  storage: MediaStorage,
  userId: number,
  id: number,
): Promise<OwnClassifiedAdDetail> {
  const row = await findOwnAd(db, userId, id)
  if (!row) throw adNotFound()
  const pictures = await findAdImages(db, id)
  // The form sends the pictures back by media id; older pictures get their record here.
  const media = await picturesByPath(db, storage, pictures)
  const images = pictures.flatMap((picture) => {
    const found = media.get(picture.path)
    return found
      ? [toUploadedImage({ ...found, width: picture.width, height: picture.height })]
      : []
  })
  return {
    ...toOwnAd(row, pictures[0]),
    body: row.body,
    topic_id: row.topic_id,
    province_code: row.province_code,
    ward_code: row.ward_code,
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    images,
  }
}

async function placeErrors(
  db: Db,
  provinceCode: string,
  wardCode: string | null,
): Promise<FieldErrors> {
  if (wardCode === null) {
    const known = (await listProvinces(db)).some((province) => province.code === provinceCode)
    return known ? {} : { province_code: [classifiedsMessages.provinceRequired] }
  }
  try {
    await resolveAddressCodes(db, provinceCode, wardCode)
    return {}
  } catch (error) {
    if (error instanceof HttpError && error.status === 422 && error.errors) return error.errors
    throw error
  }
}

/**
 * The stored form of an ad: title and contact name as plain text, body through the HTML
 * sanitiser, phone as ten digits. Every field error at once, as the contract's checks give them.
 */
async function cleanInput(
  db: Db,
  input: ClassifiedAdInput,
  currentTopicId?: number,
): Promise<AdValues> {
  const errors: FieldErrors = {}
  const title = sanitizePlainText(input.title)
  if (title.length < AD_TITLE_MIN || title.length > AD_TITLE_MAX)
    errors.title = [title ? classifiedsMessages.titleLength : classifiedsMessages.title]
  const body = sanitizeRichHtml(input.body)
  if (plainTextOf(body).length < AD_BODY_TEXT_MIN) errors.body = [classifiedsMessages.body]
  const contactName = sanitizePlainText(input.contact_name)
  if (contactName.length < 2) errors.contact_name = [classifiedsMessages.contactName]
  const [topicKnown, place] = await Promise.all([
    // An ad may stay in its topic once the topic is hidden, but no ad moves into one.
    input.topic_id === currentTopicId || topicOffered(db, input.topic_id),
    placeErrors(db, input.province_code, input.ward_code),
  ])
  if (!topicKnown) errors.topic_id = [classifiedsMessages.topicNotFound]
  Object.assign(errors, place)
  if (Object.keys(errors).length > 0) throw validationError(errors)
  return {
    title,
    body,
    topic_id: input.topic_id,
    price: input.price,
    province_code: input.province_code,
    ward_code: input.ward_code,
    contact_name: contactName,
    contact_phone: normalizePhone(input.contact_phone) ?? input.contact_phone,
  }
}

const imagesNotFound = () => validationError({ image_ids: [classifiedsMessages.imageNotFound] })

/** `ban-xe-wave-2019-k3x9q2`: readable, and unique without asking the database first. */
function adSlug(title: string): string {
  const base = slugify(title, 200) || 'tin-rao-vat'
  const suffix = randomBytes(5).readUIntBE(0, 5).toString(36).padStart(8, '0').slice(-6)
  return `${base}-${suffix}`
}

export async function createOwnAd(
  db: Db,
  storage: MediaStorage,
  userId: number,
  input: ClassifiedAdInput,
): Promise<OwnClassifiedAdDetail> {
  await refuseBlockedPoster(db, userId)
  const values = await cleanInput(db, input)
  const mode = await getClassifiedPublication(db)
  const id = await db.transaction(async (tx) => {
    const pictures = await attachablePictures(tx, userId, input.image_ids)
    if (!pictures) throw imagesNotFound()
    const status = await statusForNewAd(mode, tx, userId)
    let adId: number | undefined
    // A taken slug (one chance in two billion) just draws another suffix.
    for (let attempt = 0; adId === undefined && attempt < 5; attempt++) {
      adId = await insertAd(tx, {
        ...values,
        user_id: userId,
        slug: adSlug(values.title),
        status,
        // A pending ad's time starts again on approval.
        expires_at: new Date(Date.now() + AD_LIFETIME_DAYS * 86_400_000),
      })
    }
    if (adId === undefined) throw new Error('No free slug for a new classified ad')
    await replaceImages(tx, adId, pictures)
    return adId
  })
  return getOwnAd(db, storage, userId, id)
}

/**
 * Replaces the fields and pictures of the customer's ad; its slug, status and expiry stay, except
 * that a rejected ad is resubmitted: pending, or published at once, by the shop's setting.
 */
export async function updateOwnAd(
  db: Db,
  storage: MediaStorage,
  userId: number,
  id: number,
  input: ClassifiedAdInput,
): Promise<OwnClassifiedAdDetail> {
  await refuseBlockedPoster(db, userId)
  const current = await findOwnAd(db, userId, id)
  if (!current) throw adNotFound()
  const values = await cleanInput(db, input, current.topic_id)
  const mode = await getClassifiedPublication(db)
  await db.transaction(async (tx) => {
    const ad = await lockOwnAd(tx, userId, id)
    if (!ad) throw adNotFound()
    // Pictures already on the ad may stay, whoever recorded them (the demo ads' pictures).
    const current = await findAdImages(tx, id)
    const pictures = await attachablePictures(
      tx,
      userId,
      input.image_ids,
      current.map((picture) => picture.path),
    )
    if (!pictures) throw imagesNotFound()
    await updateAd(tx, userId, id, values)
    await replaceImages(tx, id, pictures)
    if (ad.status === 'rejected') {
      await resubmitAd(tx, id, await statusForNewAd(mode, tx, userId), AD_LIFETIME_DAYS)
    }
  })
  return getOwnAd(db, storage, userId, id)
}
