import path from 'node:path'
import { z } from 'zod'

// The only reader of process.env. A bad value stops start-up with a message naming the variable.
const DEV_SECRET = 'dev-only-secret-change-me-dev-only-secret'

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  APP_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).default('./data/pglite'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  MEDIA_DIR: z.string().min(1).default('./data/media'),
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolean.default(false),
  MAIL_DIR: z.string().min(1).default('./data/mail'),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Phiên Chợ <no-reply@phiencho.local>'),
  MAIL_OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  APP_SECRET: z.string().min(32).default(DEV_SECRET),
  // The value APP_SECRET had before a rotation: what it signed or sealed is still accepted.
  APP_SECRET_PREVIOUS: z.string().min(32).optional(),
  REDIS_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Default: on, except in production, which refuses it (the demo accounts' passwords are public).
  SEED_DEMO: boolean.optional(),
  // A folder where `npm run seed` keeps the demo pictures it draws and finds them again.
  SEED_PICTURE_CACHE: z.string().min(1).optional(),
  TRUST_PROXY: boolean.default(false),
  AUTH_MODE: z.enum(['token', 'cookie']).default('token'),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  LOGIN_IP_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  VNPAY_TMN_CODE: z.string().min(1).max(20).optional(),
  VNPAY_HASH_SECRET: z.string().min(8).optional(),
  VNPAY_URL: z.url().default('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html'),
  VNPAY_RETURN_URL: z.url().optional(),
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  SSR_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  METRICS_TOKEN: z.string().min(16).optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  MIGRATE_ON_START: boolean.default(true),
})

export type Env = z.infer<typeof envSchema>

export interface S3Settings {
  bucket: string
  /** Unset: AWS itself. */
  endpoint: string | undefined
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (most self-hosted stores). */
  forcePathStyle: boolean
}

export interface Config {
  env: Env['NODE_ENV']
  isProduction: boolean
  host: string
  port: number
  appUrl: string
  databaseUrl: string
  databasePoolSize: number
  /** Local driver: where media files live. */
  mediaDir: string
  /** Where uploaded and generated media are kept (docs/decisions/040-media-storage.md). */
  mediaStorage: Env['MEDIA_STORAGE']
  /** The bucket and its credentials when `mediaStorage` is `s3`. */
  s3: S3Settings | undefined
  mailDir: string
  smtpUrl: string | undefined
  mailFrom: string
  /**
   * How often each process's mail sender reads the outbox without being woken: for mails of
   * other or crashed processes, retries and lapsed leases (ms).
   */
  mailOutboxPollMs: number
  appSecret: string
  /** `APP_SECRET` before its rotation: read, never written with. */
  appSecretPrevious: string | undefined
  redisUrl: string | undefined
  logLevel: Env['LOG_LEVEL']
  seedDemo: boolean
  /** `npm run seed` copies the demo pictures from here instead of drawing them again. */
  seedPictureCache: string | undefined
  trustProxy: boolean
  authMode: Env['AUTH_MODE']
  loginMaxAttempts: number
  loginIpMaxPerMinute: number
  /** VNPay terminal; VNPay is offered only when both the code and the secret are set. */
  vnpayTmnCode: string | undefined
  vnpayHashSecret: string | undefined
  /** Payment page of the gateway (sandbox by default). */
  vnpayUrl: string
  /** Where VNPay sends the shopper back; default `${appUrl}/thanh-toan`, the payment page. */
  vnpayReturnUrl: string | undefined
  /** How long catalogue API answers (the same for every caller) stay in memory; 0: no cache. */
  catalogCacheTtlMs: number
  /** How long a page rendered for a visitor without cookies is reused; 0: no cache. */
  ssrCacheTtlMs: number
  /** URLs per sitemap file (the protocol allows 50,000); smaller in tests. */
  sitemapUrlsPerFile: number
  /** Bearer token that opens `/metrics` to a caller not on this machine; unset: local only. */
  metricsToken: string | undefined
  /** After SIGTERM, how long `/readyz` answers 503 before the server stops taking connections. */
  shutdownDrainMs: number
  /** How long in-flight work may take to finish once the server stops taking connections. */
  shutdownTimeoutMs: number
  /** Apply pending migrations at start-up; otherwise refuse to start while any is pending. */
  migrateOnStart: boolean
  /** Vite dev middleware instead of the built web assets (`npm run dev`). */
  dev: boolean
}

export class ConfigError extends Error {}

function s3Settings(env: Env): S3Settings | undefined {
  if (env.MEDIA_STORAGE !== 's3') return undefined
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret } = env
  if (!bucket || !keyId || !secret) {
    const missing = Object.entries({
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: keyId,
      S3_SECRET_ACCESS_KEY: secret,
    })
      .filter(([, value]) => !value)
      .map(([name]) => `  ${name}: required when MEDIA_STORAGE=s3`)
    throw new ConfigError(`Invalid environment configuration:\n${missing.join('\n')}`)
  }
  return {
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: keyId,
    secretAccessKey: secret,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  }
}

const root = path.resolve(import.meta.dirname, '../../..')
const fromRoot = (p: string) => (path.isAbsolute(p) ? p : path.resolve(root, p))

export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')),
  )
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  if (env.NODE_ENV === 'production' && env.APP_SECRET === DEV_SECRET) {
    throw new ConfigError(
      'Invalid environment configuration:\n  APP_SECRET: must be set to a random value of at least 32 characters in production',
    )
  }
  if (env.NODE_ENV === 'production' && env.SEED_DEMO === true) {
    throw new ConfigError(
      'Invalid environment configuration:\n  SEED_DEMO: demo data is never seeded in production (its staff accounts have public passwords); seed a non-production database with `npm run seed`',
    )
  }
  const databaseUrl = /^(postgres(ql)?|memory):\/\//.test(env.DATABASE_URL)
    ? env.DATABASE_URL
    : fromRoot(env.DATABASE_URL)
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    databaseUrl,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    mediaDir: fromRoot(env.MEDIA_DIR),
    mediaStorage: env.MEDIA_STORAGE,
    s3: s3Settings(env),
    mailDir: fromRoot(env.MAIL_DIR),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailOutboxPollMs: env.MAIL_OUTBOX_POLL_MS,
    appSecret: env.APP_SECRET,
    appSecretPrevious: env.APP_SECRET_PREVIOUS,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    seedPictureCache: env.SEED_PICTURE_CACHE ? fromRoot(env.SEED_PICTURE_CACHE) : undefined,
    trustProxy: env.TRUST_PROXY,
    authMode: env.AUTH_MODE,
    loginMaxAttempts: env.LOGIN_MAX_ATTEMPTS,
    loginIpMaxPerMinute: env.LOGIN_IP_MAX_PER_MINUTE,
    vnpayTmnCode: env.VNPAY_TMN_CODE,
    vnpayHashSecret: env.VNPAY_HASH_SECRET,
    vnpayUrl: env.VNPAY_URL,
    vnpayReturnUrl: env.VNPAY_RETURN_URL,
    catalogCacheTtlMs: env.CATALOG_CACHE_TTL_MS,
    ssrCacheTtlMs: env.SSR_CACHE_TTL_MS,
    sitemapUrlsPerFile: 50_000,
    metricsToken: env.METRICS_TOKEN,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    migrateOnStart: env.MIGRATE_ON_START,
    dev: false,
    ...overrides,
  }
}
