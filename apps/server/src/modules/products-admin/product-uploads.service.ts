import {
  adminProductMessages,
  mediaSrcset,
  PRODUCT_UPLOAD_FILES_MAX,
  type ProductUploadedImages,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { fieldError } from '../../lib/errors.ts'
import type { MediaStorage } from '../../lib/storage/index.ts'
import { storeUpload } from '../uploads/index.ts'

/** The files of the `files` field (one or several; `file` is taken too). */
export function uploadedFiles(body: unknown): Buffer[] {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const files = [fields.files ?? fields.file].flat().filter((file) => file !== undefined)
  const ok = files.every((file) => Buffer.isBuffer(file) && file.length > 0)
  if (!ok || files.length === 0 || files.length > PRODUCT_UPLOAD_FILES_MAX) {
    throw fieldError('files', adminProductMessages.uploadFiles)
  }
  return files as Buffer[]
}

/**
 * Stores product pictures through the uploads' pipeline (WebP, no metadata, at most 1600 px; the
 * media route makes the resized copies of the srcset on first request), one after another.
 */
export async function storeProductImages(
  db: Db,
  storage: MediaStorage,
  staffId: number,
  files: Buffer[],
): Promise<ProductUploadedImages> {
  const data: ProductUploadedImages['data'] = []
  for (const file of files) {
    const image = await storeUpload(db, storage, staffId, file)
    const path = image.url.replace(/^\/media\//, '')
    data.push({
      path,
      url: image.url,
      srcset: mediaSrcset(path, image.width),
      width: image.width,
      height: image.height,
    })
  }
  return { data }
}
