import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

// The port, the pinned Node, the demo seed and the readiness poll are the e2e harness's: one copy
// of each.
import { findFreePort, nodeBinary, seedDemo, waitUntilReady } from '../../e2e/support/app-server.ts'
import { repoRoot } from '../../e2e/support/paths.ts'
import { FLOOR_READY_PATH } from './captured-answer.ts'

export { findFreePort, nodeBinary, repoRoot }

const STOP_TIMEOUT_MS = 15_000
const OUTPUT_LINES_KEPT = 40
// Fixed rather than random: a persistent bench database may hold values derived from it.
const BENCH_APP_SECRET = 'bench-only-secret-never-use-in-production-0123456789'

export interface RunningServer {
  name: string
  url: string
  /** The server's process id (to read its CPU time). */
  pid: number
  stop(): Promise<void>
}

const running = new Set<RunningServer>()

/** Stops every server this process started; for finally blocks and Ctrl-C. */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()))
}

/**
 * Stops every server this process started when the bench is interrupted (Ctrl-C or a kill).
 * Answers the function that takes the handlers off again, for the bench's finally block (run-all
 * runs several benches in one process).
 */
export function stopServersOnSignal(): () => void {
  const onSignal = () => void stopAllServers().then(() => process.exit(130))
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  return () => {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

interface SpawnOptions {
  name: string
  args: string[]
  env: Record<string, string>
  port: number
  readyPath: string
}

async function startProcess({ name, args, env, port, readyPath }: SpawnOptions) {
  const child = spawn(nodeBinary(), args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean))
    output.splice(0, Math.max(0, output.length - OUTPUT_LINES_KEPT))
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const exit: { code?: number | null } = {}
  void exited.then((code) => (exit.code = code))

  const url = `http://127.0.0.1:${port}`
  const server: RunningServer = {
    name,
    url,
    pid: child.pid ?? 0,
    stop: () => stopProcess(child, exited).finally(() => running.delete(server)),
  }
  running.add(server)

  try {
    await waitUntilReady(`${url}${readyPath}`, () => 'code' in exit)
  } catch (error) {
    await server.stop()
    const code = 'code' in exit ? ` (exit code ${exit.code})` : ''
    const tail = output.length
      ? `\n--- last output of ${name}${code} ---\n${output.join('\n')}`
      : ''
    throw new Error(`${name} did not become ready: ${(error as Error).message}${tail}`, {
      cause: error,
    })
  }
  return server
}

async function stopProcess(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  // unref'd so a server that stops quickly does not leave the bench waiting out the timer
  const timeout = sleep(STOP_TIMEOUT_MS, undefined, { ref: false }).then(() => 'timeout' as const)
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL')
    await exited
  }
}

export async function startHelloServer(): Promise<RunningServer> {
  const port = await findFreePort()
  return startProcess({
    name: 'hello-world server',
    args: [path.join(repoRoot, 'bench/hello-server.ts'), String(port)],
    env: {},
    port,
    readyPath: '/',
  })
}

export async function startBareSqlServer(options: {
  databaseUrl: string
  plansFile: string
}): Promise<RunningServer> {
  const port = await findFreePort()
  return startProcess({
    name: 'bare SQL server',
    args: [path.join(repoRoot, 'bench/bare-sql-server.ts'), String(port), options.plansFile],
    env: { DATABASE_URL: options.databaseUrl },
    port,
    readyPath: '/',
  })
}

/** Bare Fastify replaying captured answers from memory (`floor-server.ts`). */
export async function startFloorServer(answersFile: string): Promise<RunningServer> {
  const port = await findFreePort()
  return startProcess({
    name: 'floor server',
    args: [path.join(repoRoot, 'bench/floor-server.ts'), String(port), answersFile],
    env: {},
    port,
    readyPath: FLOOR_READY_PATH,
  })
}

export interface ShopServerOptions {
  /** PGlite directory or `postgres://` URL. */
  databaseUrl?: string
  /** More environment, e.g. `CATALOG_CACHE_TTL_MS: '0'`; it wins over the bench defaults. */
  env?: Record<string, string>
}

// Its own folder under data/, so a bench never seeds into or locks the development database.
export const DEFAULT_BENCH_DATABASE = './data/bench/pglite'
export const BENCH_FILES_DIR = './data/bench'

export async function startShopServer(options: ShopServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(path.join(repoRoot, 'apps/web/build'))) {
    throw new Error('apps/web/build is missing: run `npm run build` in the repository root first')
  }
  const port = await findFreePort()
  const files = {
    DATABASE_URL: options.databaseUrl ?? DEFAULT_BENCH_DATABASE,
    MEDIA_DIR: `${BENCH_FILES_DIR}/media`,
    MAIL_DIR: `${BENCH_FILES_DIR}/mail`,
  }
  // Production never seeds the demo data: the seed command does, when the database is empty.
  await seedDemo({ ...files, ...options.env })
  return startProcess({
    name: 'shop server',
    args: ['apps/server/src/main.ts'],
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_SECRET: process.env.APP_SECRET ?? BENCH_APP_SECRET,
      ...files,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    port,
    readyPath: '/readyz',
  })
}
