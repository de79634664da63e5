import { slugify } from '@phiencho/vn'
import { inArray } from 'drizzle-orm'
import { sanitizeRichHtml } from '../../lib/rich-html.ts'
import type { Db } from '../client.ts'
import {
  classified_ads,
  classified_images,
  classified_reports,
  classified_topics,
  provinces,
  wards,
} from '../schema.ts'
import { insertInBatches } from './batch.ts'
import {
  type AdSpec,
  adSpecs,
  demoAdReportReasons,
  pendingAdSpecs,
  topicSpecs,
} from './content/classifieds.ts'
import { escapeHtml, p, ul } from './html.ts'
import { itemImages } from './images.ts'
import type { Random } from './random.ts'

const DAY = 86_400_000
export const AD_LIFETIME_DAYS = 30

// Big cities come up more often, as they do on real classifieds sites.
const AD_PROVINCES = [
  '01',
  '01',
  '01',
  '79',
  '79',
  '79',
  '48',
  '92',
  '46',
  '31',
  '56',
  '66',
  '68',
  '22',
]

export interface AdOwner {
  id: number
  name: string
  phone: string
}

/**
 * Six topics and 40 published ads with pictures, spread over the owners; the first ads of new
 * posters waiting for a moderator, and two open reports on published ads.
 */
export async function seedDemoClassifieds(
  db: Db,
  random: Random,
  now: number,
  owners: AdOwner[],
  newPosters: AdOwner[],
): Promise<void> {
  const topics = await db
    .insert(classified_topics)
    .values(
      topicSpecs.map((t, i) => ({
        name: t.name,
        slug: t.slug,
        description: t.description,
        icon: t.icon,
        position: i + 1,
      })),
    )
    .returning({ id: classified_topics.id, slug: classified_topics.slug })
  const topicId = new Map(topics.map((t) => [t.slug, t.id]))

  const codes = [...new Set(AD_PROVINCES)]
  const provinceRows = await db
    .select({ code: provinces.code, name: provinces.name })
    .from(provinces)
    .where(inArray(provinces.code, codes))
  const wardRows = await db
    .select({ code: wards.code, name: wards.name, province_code: wards.province_code })
    .from(wards)
    .where(inArray(wards.province_code, codes))
  const provinceName = new Map(provinceRows.map((r) => [r.code, r.name]))

  const drafts = adSpecs.map((spec, i) => {
    const owner = owners[i % owners.length]!
    const province = random.pick(AD_PROVINCES)
    const ward = random.pick(wardRows.filter((w) => w.province_code === province))
    const posted = now - random.int(0, 20) * DAY - random.int(0, DAY - 1)
    const bumped = Math.min(now, posted + random.int(0, 3) * DAY)
    const place = `${ward.name}, ${provinceName.get(province) ?? ''}`
    const body = sanitizeRichHtml(
      [
        p(`${spec.title}.`),
        ul(spec.details),
        // The number is behind "Bấm để hiện số" on the ad page, never in its text.
        `<p><strong>Khu vực:</strong> ${escapeHtml(place)}. <strong>Liên hệ:</strong> ${escapeHtml(owner.name)} (gọi hoặc nhắn Zalo).</p>`,
      ].join(''),
    )
    return {
      ad: {
        user_id: owner.id,
        topic_id: topicId.get(spec.topic) ?? 0,
        title: spec.title,
        slug: slugify(spec.title),
        body,
        price: spec.price,
        province_code: province,
        ward_code: ward.code,
        contact_name: owner.name,
        contact_phone: owner.phone,
        status: 'published' as const,
        expires_at: new Date(posted + AD_LIFETIME_DAYS * DAY),
        view_count: random.int(15, 2_400),
        bumped_at: new Date(bumped),
        created_at: new Date(posted),
        updated_at: new Date(bumped),
      },
      pictures: adPictures(random, spec),
    }
  })

  const inserted = await db
    .insert(classified_ads)
    .values(drafts.map((d) => d.ad))
    .returning({ id: classified_ads.id, slug: classified_ads.slug })
  const adId = new Map(inserted.map((r) => [r.slug, r.id]))
  const images = drafts.flatMap((d) =>
    d.pictures.map((picture, position) => ({
      ad_id: adId.get(d.ad.slug) ?? 0,
      ...picture,
      position,
    })),
  )
  await insertInBatches(images, 1_000, (chunk) => db.insert(classified_images).values(chunk))

  // Drawn without the random source, so that the rest of the demo data stays as it was.
  const pending = pendingAdSpecs.map((spec, i) => {
    const owner = newPosters[i % newPosters.length]!
    const ward = wardRows.find((w) => w.province_code === (i % 2 ? '79' : '01'))!
    const posted = now - (i + 1) * 3 * 3_600_000
    return {
      user_id: owner.id,
      topic_id: topicId.get(spec.topic) ?? 0,
      title: spec.title,
      slug: slugify(spec.title),
      body: sanitizeRichHtml([p(`${spec.title}.`), ul(spec.details)].join('')),
      price: spec.price,
      province_code: ward.province_code,
      ward_code: ward.code,
      contact_name: owner.name,
      contact_phone: owner.phone,
      status: 'pending' as const,
      expires_at: new Date(posted + AD_LIFETIME_DAYS * DAY),
      bumped_at: new Date(posted),
      created_at: new Date(posted),
      updated_at: new Date(posted),
    }
  })
  if (pending.length) await db.insert(classified_ads).values(pending)

  const reported = drafts.slice(0, demoAdReportReasons.length)
  const reports = reported.flatMap((draft, i) => {
    const reporter = owners.find((owner) => owner.id !== draft.ad.user_id)
    const id = adId.get(draft.ad.slug)
    return reporter && id
      ? [{ ad_id: id, reporter_id: reporter.id, reason: demoAdReportReasons[i]! }]
      : []
  })
  if (reports.length) await db.insert(classified_reports).values(reports)
}

function adPictures(random: Random, spec: AdSpec) {
  const topic = topicSpecs.find((t) => t.slug === spec.topic)
  if (!topic) throw new Error(`Unknown classified topic "${spec.topic}"`)
  const candidates = (spec.images ?? topic.images).flatMap((family) => {
    const [folder = '', kind = ''] = family.split('/')
    return itemImages(folder, kind)
  })
  return random.sample(candidates, random.int(1, 3))
}
