import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import type { S3Settings } from '../config.ts'

export interface S3TestServer {
  settings: S3Settings
  /** The variables that select this bucket (`MEDIA_STORAGE=s3`, `S3_*`), for `createTestApp`. */
  env: Record<string, string>
  /** Where s3rver keeps the objects: proof that bytes went to the store, not to `MEDIA_DIR`. */
  directory: string
  close(): Promise<void>
}

/**
 * A real S3-protocol server (s3rver) on 127.0.0.1 and a random port, with one empty bucket in a
 * temporary folder: the SDK signs, sends and parses as it would against any S3-compatible store.
 */
export async function startS3Server(bucket = 'phiencho-media'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'phiencho-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = await server.run()
  // s3rver checks signatures against its fixed pair of keys.
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }
  return {
    settings,
    env: {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint!,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
