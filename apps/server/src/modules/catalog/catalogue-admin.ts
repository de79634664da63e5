import { adminCatalogueMessages } from '@phiencho/contracts'
import { slugify } from '@phiencho/vn'
import type { Db } from '../../db/client.ts'
import { fieldError } from '../../lib/errors.ts'
import { storedPicturesAt } from '../uploads/index.ts'

// What the categories, brands and stores consoles share: slugs and pictures.

/**
 * The slug to store: the one asked for (422 when another record holds it), or one made from the
 * name, with `-2`, `-3`… until free. `taken` answers whether another record holds a slug.
 */
export async function chooseSlug(
  asked: string | null,
  name: string,
  maxLength: number,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  if (asked) {
    if (await taken(asked)) throw fieldError('slug', adminCatalogueMessages.slugTaken)
    return asked
  }
  const base = slugify(name, maxLength - 4) || 'muc'
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    if (!(await taken(candidate))) return candidate
  }
}

/**
 * Refuses (422 on `field`) a picture that is neither the record's current one nor an upload
 * recorded by the media pipeline: a path must never point at a file nobody stored.
 */
export async function checkPicture(
  db: Db,
  field: string,
  path: string | null,
  current: string | null = null,
): Promise<void> {
  if (path === null || path === current) return
  if ((await storedPicturesAt(db, [path])).length === 0) {
    throw fieldError(field, adminCatalogueMessages.image)
  }
}
