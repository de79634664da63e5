import { type ClassifiedAdSummary, mediaSrcset, mediaUrl } from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { findFirstImages, findLatestAds } from './classifieds.repository.ts'

export async function latestClassifieds(db: Db, limit: number): Promise<ClassifiedAdSummary[]> {
  const rows = await findLatestAds(db, limit)
  const images = await findFirstImages(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => {
    const image = images.get(row.id)
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      price: row.price,
      province_name: row.province_name,
      topic: { name: row.topic_name, slug: row.topic_slug },
      image: image
        ? {
            url: mediaUrl(image.path),
            width: image.width,
            height: image.height,
            alt: row.title,
            srcset: mediaSrcset(image.path, image.width),
          }
        : null,
      bumped_at: row.bumped_at.toISOString(),
    }
  })
}
