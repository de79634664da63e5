import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { S3Settings } from '../../config.ts'
import {
  InvalidStorageKeyError,
  isStorageKey,
  type MediaStorage,
  type StoredObjectInfo,
} from './media-storage.ts'

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404)

interface ObjectHeaders {
  ContentLength?: number | undefined
  ContentType?: string | undefined
  ETag?: string | undefined
  LastModified?: Date | undefined
}

const infoOf = (object: ObjectHeaders): StoredObjectInfo => ({
  size: object.ContentLength ?? 0,
  contentType: object.ContentType ?? 'application/octet-stream',
  etag: object.ETag ?? '',
  lastModified: object.LastModified ?? new Date(0),
})

/** Objects in one bucket of an S3-compatible store, the key being the stored path. */
export function createS3Storage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // The SDK's default adds CRC checksums (trailing ones on streamed bodies) that several
    // S3-compatible stores refuse; AWS itself asks for them only where an operation requires it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = settings.bucket

  return {
    driver: 's3',

    async put(key, body, contentType) {
      if (!isStorageKey(key)) throw new InvalidStorageKeyError(key)
      if (Buffer.isBuffer(body)) {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
        )
        return
      }
      // A stream of unknown length: one PutObject when it is short, a multipart upload otherwise.
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
      }).done()
    },

    async get(key, range) {
      if (!isStorageKey(key)) return null
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        )
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body')
        // A range answer's length is the range's; the whole size ends its Content-Range.
        const whole = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1]
        const info = infoOf(object)
        return { ...info, size: whole ? Number(whole) : info.size, body: object.Body }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    async head(key) {
      if (!isStorageKey(key)) return null
      try {
        return infoOf(await client.send(new HeadObjectCommand({ Bucket, Key: key })))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    async delete(key) {
      if (!isStorageKey(key)) return
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },

    async close() {
      client.destroy()
    },
  }
}
