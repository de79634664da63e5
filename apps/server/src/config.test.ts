import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('gives working defaults: PGlite under ./data, port 3000, token mode', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toMatch(/\/data\/pglite$/)
    expect(config.appUrl).toBe('http://localhost:3000')
    expect(config.authMode).toBe('token')
    expect(config.seedDemo).toBe(true)
  })

  it('keeps database URLs with a scheme as they are', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/shop' }).databaseUrl).toBe(
      'postgres://u@db:5432/shop',
    )
    expect(loadConfig({ DATABASE_URL: 'memory://' }).databaseUrl).toBe('memory://')
  })

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => loadConfig({ AUTH_MODE: 'session' })).toThrow(/AUTH_MODE/)
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/)
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(ConfigError)
  })

  it('refuses to run in production with the default secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/)
    const config = loadConfig({ NODE_ENV: 'production', APP_SECRET: 'k'.repeat(40) })
    expect(config.isProduction).toBe(true)
  })

  it('never seeds the demo data in production, and seeds it by default elsewhere', () => {
    const secret = 'k'.repeat(40)
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_SECRET: secret, SEED_DEMO: 'true' }),
    ).toThrow(/SEED_DEMO: demo data is never seeded in production/)
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: secret }).seedDemo).toBe(false)
    expect(
      loadConfig({ NODE_ENV: 'production', APP_SECRET: secret, SEED_DEMO: 'false' }).seedDemo,
    ).toBe(false)
    expect(loadConfig({}).seedDemo).toBe(true)
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false)
  })

  it('keeps media on the local disk by default and needs a bucket and keys for S3', () => {
    expect(loadConfig({})).toMatchObject({ mediaStorage: 'local', s3: undefined })
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(
      /S3_BUCKET: required when MEDIA_STORAGE=s3\n {2}S3_ACCESS_KEY_ID: required when MEDIA_STORAGE=s3\n {2}S3_SECRET_ACCESS_KEY: required/,
    )
    expect(() =>
      loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY: required when MEDIA_STORAGE=s3/)
    expect(() => loadConfig({ MEDIA_STORAGE: 'ftp' })).toThrow(/MEDIA_STORAGE/)
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/)
    const config = loadConfig({
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'phiencho-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(config.s3).toEqual({
      bucket: 'phiencho-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    })
  })
})
