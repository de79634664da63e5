import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, existsSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { SEED_PICTURE_CACHE_DIR } from '../../apps/server/src/test/seed-pictures.ts'
import { repoRoot } from './paths.ts'
import { E2E_VNPAY } from './vnpay.ts'

const READY_TIMEOUT_MS = 120_000
const STOP_TIMEOUT_MS = 15_000
const OUTPUT_LINES_KEPT = 40

export interface AppServer {
  url: string
  logFile: string
  /** SIGTERM, then waits for the exit; rejects when the server does not stop cleanly. */
  stop(): Promise<void>
}

interface AppServerOptions {
  /** Fresh folder for this run: database, media, mail and the server log go under it. */
  runDir: string
  smtpUrl: string
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port assigned'))
      })
    })
  })
}

// The repository pins Node 24 there; the machine's own Node may be too old to run .ts files.
export function nodeBinary(): string {
  const pinned = path.join(repoRoot, 'node_modules/.bin/node')
  return existsSync(pinned) ? pinned : process.execPath
}

/** `npm run seed` on the run's database, outside production (which refuses demo data). */
export function seedDemo(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(nodeBinary(), ['apps/server/src/db/seed/cli.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        SEED_PICTURE_CACHE: SEED_PICTURE_CACHE_DIR,
        ...env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the demo seed exited with ${code}: ${errors}`)),
    )
  })
}

/** The production server (`node apps/server/src/main.ts`) on a free port and a fresh database. */
export async function startAppServer({ runDir, smtpUrl }: AppServerOptions): Promise<AppServer> {
  const port = await findFreePort()
  const url = `http://127.0.0.1:${port}`
  const logFile = path.join(runDir, 'server.log')
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: url,
    APP_SECRET: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}-secret-value`,
    DATABASE_URL: path.join(runDir, 'pglite'),
    MEDIA_DIR: path.join(runDir, 'media'),
    MAIL_DIR: path.join(runDir, 'mail-files'),
    SMTP_URL: smtpUrl,
    LOG_LEVEL: 'warn',
    // Production never seeds the demo data: seedDemo() puts it in the database beforehand.
    SEED_DEMO: 'false',
    AUTH_MODE: 'token',
    // A terminal of our own: the journeys sign VNPay's answers themselves (support/vnpay.ts).
    VNPAY_TMN_CODE: E2E_VNPAY.tmnCode,
    VNPAY_HASH_SECRET: E2E_VNPAY.secret,
    // Journeys that change stock or hide an ad poll the public API: the database announces the
    // change at once (ADR 043); a second instead of the default five bounds a wait should it not.
    CATALOG_CACHE_TTL_MS: '1000',
    LOGIN_MAX_ATTEMPTS: '5',
    // Every journey logs in from 127.0.0.1: the per-IP cap would otherwise pace the whole suite.
    LOGIN_IP_MAX_PER_MINUTE: '1000',
    // Lets the createUser fixture give each registration its own client address, so the per-IP
    // registration limit (10 an hour) does not decide how many tests may create users.
    TRUST_PROXY: 'true',
  }
  await seedDemo({
    DATABASE_URL: env.DATABASE_URL!,
    MEDIA_DIR: env.MEDIA_DIR!,
    MAIL_DIR: env.MAIL_DIR!,
  })
  const child = spawn(nodeBinary(), ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = createWriteStream(logFile)
  const tail: string[] = []
  const keep = (chunk: Buffer) => {
    log.write(chunk)
    tail.push(...chunk.toString().split('\n').filter(Boolean))
    tail.splice(0, Math.max(0, tail.length - OUTPUT_LINES_KEPT))
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      log.end()
      resolve({ code, signal })
    }),
  )

  const stop = () => stopServer(child, exited, logFile)
  try {
    await waitUntilReady(
      `${url}/readyz`,
      () => child.exitCode !== null || child.signalCode !== null,
    )
  } catch (error) {
    await stop().catch(() => undefined)
    const output = tail.length ? `\n--- last server output ---\n${tail.join('\n')}` : ''
    throw new Error(`The shop server did not become ready: ${(error as Error).message}${output}`, {
      cause: error,
    })
  }
  return { url, logFile, stop }
}

/** Polls `url` until it answers 200; fails early once `hasExited` says the process ended. */
export async function waitUntilReady(url: string, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  let last = 'no answer yet'
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error(`it exited before ${url} answered`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      await response.body?.cancel()
      if (response.status === 200) return
      last = `${url} answered ${response.status}`
    } catch (error) {
      last = `${url}: ${(error as Error).message}`
    }
    await sleep(250)
  }
  throw new Error(`timed out after ${READY_TIMEOUT_MS / 1000} s (${last})`)
}

async function stopServer(
  child: ChildProcess,
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>,
  logFile: string,
): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  const timeout = sleep(STOP_TIMEOUT_MS, 'timeout' as const, { ref: false })
  const outcome = await Promise.race([exited, timeout])
  if (outcome === 'timeout') {
    child.kill('SIGKILL')
    await exited
    throw new Error(
      `The shop server ignored SIGTERM for ${STOP_TIMEOUT_MS / 1000} s (log: ${logFile})`,
    )
  }
  if (outcome.code !== 0) {
    throw new Error(
      `The shop server exited with ${outcome.code ?? outcome.signal} on SIGTERM (log: ${logFile})`,
    )
  }
}
