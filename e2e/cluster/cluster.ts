import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { type S3TestServer, startS3Server } from '../../apps/server/src/test/s3-server.ts'
import { SEED_PICTURE_CACHE_DIR } from '../../apps/server/src/test/seed-pictures.ts'
import { findFreePort, nodeBinary } from '../support/app-server.ts'
import { type MailCapture, startMailCapture } from '../support/mail-capture.ts'
import { repoRoot, webBuildDir } from '../support/paths.ts'
import { type RunningProcess, runToEnd, startProcess, waitForOk } from './processes.ts'

export const REDIS_URL = 'redis://127.0.0.1:6379'

export interface ServerProcess {
  name: string
  url: string
  process: RunningProcess
}

type Servers<N extends 1 | 2> = N extends 1 ? [ServerProcess] : [ServerProcess, ServerProcess]

export interface Cluster<N extends 1 | 2 = 2> {
  /** HAProxy in front of the processes. */
  balancer: string
  /** HAProxy's own process (to read its CPU time). */
  balancerProcess: RunningProcess
  servers: Servers<N>
  databaseUrl: string
  runDir: string
  mailDir: string
  /** Starts a stopped server again, on the same port. */
  restart(index: N extends 1 ? 0 : 0 | 1): Promise<void>
  close(): Promise<void>
}

export interface ClusterOptions<N extends 1 | 2> {
  /** Names the database (`<base>_<name>`) and the run folder; one name per concurrent cluster. */
  name?: string
  /** Server processes behind HAProxy (default 2); with 1, both of HAProxy's lines point at it. */
  processes?: N
  /** More environment for the seed and the servers; it wins over the cluster's own. */
  env?: Record<string, string>
}

/** The server's maintenance database: `baseUrl`'s own need not exist. */
function maintenanceUrl(baseUrl: string): string {
  const url = new URL(baseUrl)
  url.pathname = '/postgres'
  return url.toString()
}

/** A fresh database beside `baseUrl`'s, named after it. */
async function freshDatabase(baseUrl: string, suffix: string): Promise<string> {
  const url = new URL(baseUrl)
  const name = `${url.pathname.slice(1)}_${suffix}`
  const admin = new pg.Client({ connectionString: maintenanceUrl(baseUrl) })
  await admin.connect()
  try {
    await admin.query(`drop database if exists "${name}" with (force)`)
    await admin.query(`create database "${name}"`)
  } finally {
    await admin.end()
  }
  url.pathname = `/${name}`
  return url.toString()
}

async function dropDatabase(databaseUrl: string, baseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1)
  const admin = new pg.Client({ connectionString: maintenanceUrl(baseUrl) })
  await admin.connect()
  try {
    await admin.query(`drop database if exists "${name}" with (force)`)
  } finally {
    await admin.end()
  }
}

/**
 * Two production server processes on one PostgreSQL database with the demo data, Redis, an
 * S3-protocol store (s3rver) for the media and a real SMTP server, behind Debian's HAProxy with
 * `deploy/haproxy.cfg`. The caches keep answers for a
 * minute, so an answer that changes within a second was invalidated, not expired.
 */
export async function startCluster<N extends 1 | 2 = 2>(
  baseDatabaseUrl: string,
  options: ClusterOptions<N> = {},
): Promise<Cluster<N>> {
  if (!existsSync(path.join(webBuildDir, 'server/index.js'))) {
    throw new Error(`The web build is missing (${webBuildDir}): run "npm run build" first.`)
  }
  const clusterName = options.name ?? 'cluster'
  const count = options.processes ?? 2
  const runDir = await mkdtemp(path.join(os.tmpdir(), `phiencho-${clusterName}-`))
  const mailDir = path.join(runDir, 'mail')
  await mkdir(mailDir)
  const databaseUrl = await freshDatabase(baseDatabaseUrl, clusterName)
  const started: RunningProcess[] = []
  let mail: MailCapture | undefined
  let store: S3TestServer | undefined
  try {
    mail = await startMailCapture(mailDir)
    store = await startS3Server()
    const [lbPort, port1, port2] = [
      await findFreePort(),
      await findFreePort(),
      await findFreePort(),
    ]
    const balancer = `http://127.0.0.1:${lbPort}`
    const shared: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APP_URL: balancer,
      APP_SECRET: `cluster-${Date.now()}-${Math.random().toString(36).slice(2)}-secret-value`,
      DATABASE_URL: databaseUrl,
      ...store.env,
      MAIL_DIR: path.join(runDir, 'mail-files'),
      SMTP_URL: mail.url,
      REDIS_URL,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      AUTH_MODE: 'token',
      LOGIN_MAX_ATTEMPTS: '5',
      LOGIN_IP_MAX_PER_MINUTE: '1000',
      TRUST_PROXY: 'true',
      CATALOG_CACHE_TTL_MS: '60000',
      SSR_CACHE_TTL_MS: '60000',
      ...options.env,
    }
    await runToEnd({
      name: 'the demo seed',
      command: nodeBinary(),
      args: ['apps/server/src/db/seed/cli.ts'],
      cwd: repoRoot,
      env: {
        ...shared,
        NODE_ENV: 'development',
        MEDIA_DIR: path.join(runDir, 'seed-media'),
        SEED_PICTURE_CACHE: SEED_PICTURE_CACHE_DIR,
      },
      logFile: path.join(runDir, 'seed.log'),
    })

    const ports = [port1, port2] as const
    const startServer = (index: 0 | 1): ServerProcess => {
      const name = `app${index + 1}`
      const process = startProcess({
        name,
        command: nodeBinary(),
        args: ['apps/server/src/main.ts'],
        cwd: repoRoot,
        // A disk of its own: a picture is served by the other process only from the shared store.
        env: {
          ...shared,
          PORT: String(ports[index]),
          MEDIA_DIR: path.join(runDir, `${name}-media`),
        },
        logFile: path.join(runDir, `${name}.log`),
      })
      started.push(process)
      return { name, url: `http://127.0.0.1:${ports[index]}`, process }
    }
    const servers = (
      count === 1 ? [startServer(0)] : [startServer(0), startServer(1)]
    ) as Servers<N>
    await Promise.all(servers.map((server) => waitForOk(`${server.url}/readyz`, server.process)))

    const haproxy = startProcess({
      name: 'haproxy',
      command: 'haproxy',
      args: ['-db', '-f', path.join(repoRoot, 'deploy/haproxy.cfg')],
      cwd: repoRoot,
      env: {
        HAPROXY_BIND: `127.0.0.1:${lbPort}`,
        APP1_ADDR: `127.0.0.1:${port1}`,
        APP2_ADDR: `127.0.0.1:${count === 1 ? port1 : port2}`,
      },
      logFile: path.join(runDir, 'haproxy.log'),
    })
    started.push(haproxy)
    await waitForOk(`${balancer}/readyz`, haproxy)
    // Both servers pass two health checks a second apart before HAProxy sends them traffic.
    await sleep(2_500)

    return {
      balancer,
      balancerProcess: haproxy,
      servers,
      databaseUrl,
      runDir,
      mailDir,
      async restart(index) {
        const server = startServer(index)
        const list: ServerProcess[] = servers
        list[index] = server
        await waitForOk(`${server.url}/readyz`, server.process)
      },
      async close() {
        await Promise.all(started.map((process) => process.stop()))
        await mail?.close()
        await store?.close()
        await dropDatabase(databaseUrl, baseDatabaseUrl)
        await rm(runDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await Promise.all(started.map((process) => process.stop()))
    await mail?.close()
    await store?.close()
    await dropDatabase(databaseUrl, baseDatabaseUrl).catch(() => undefined)
    throw error
  }
}
