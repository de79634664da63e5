import type { Config } from '../../config.ts'
import { createLocalStorage } from './local-storage.ts'
import type { MediaStorage } from './media-storage.ts'
import { createS3Storage } from './s3-storage.ts'

export {
  type ByteRange,
  contentTypeOf,
  isStorageKey,
  type MediaStorage,
  type StoredObject,
  type StoredObjectInfo,
} from './media-storage.ts'
export { createLocalStorage } from './local-storage.ts'
export { createS3Storage } from './s3-storage.ts'

/** The store the configuration names: `MEDIA_DIR` on this disk, or an S3 bucket. */
export function createMediaStorage(
  config: Pick<Config, 'mediaStorage' | 'mediaDir' | 's3'>,
): MediaStorage {
  if (config.mediaStorage === 's3') {
    if (!config.s3) throw new Error('MEDIA_STORAGE=s3 without S3 settings')
    return createS3Storage(config.s3)
  }
  return createLocalStorage(config.mediaDir)
}
