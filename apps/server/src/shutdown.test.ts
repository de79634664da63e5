import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { apiPaths } from '@phiencho/contracts'
import { afterAll, describe, expect, it } from 'vitest'
import { projectRoot } from './app.ts'
import { webBuilt } from './test/app.ts'
import { engine } from './test/database.ts'

// The real server process, stopped the way a process manager stops it during a rolling deploy.

const DRAIN_MS = 5000

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

interface Answer {
  status: number
  body: string
}

function answerOf(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.once('error', reject)
    request.once('response', (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
  })
}

/** A GET on a connection of its own. */
const get = (port: number, url: string) =>
  answerOf(http.get({ host: '127.0.0.1', port, path: url, agent: false }))

/**
 * A JSON POST whose body arrives in two halves: the server has the request, and waits for the
 * rest, until `finish()`. On a keep-alive connection, as browsers and load balancers keep them.
 */
function slowPost(port: number, agent: http.Agent, url: string, payload: unknown) {
  const body = Buffer.from(JSON.stringify(payload))
  const request = http.request({
    host: '127.0.0.1',
    port,
    path: url,
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
  })
  const answer = answerOf(request)
  const half = Math.floor(body.length / 2)
  request.write(body.subarray(0, half))
  return {
    answer,
    finish: () => request.end(body.subarray(half)),
  }
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })
}

const account = (email: string) => ({
  name: 'Lê Thị Cúc',
  email,
  phone: '0912345678',
  password: 'Mua-sam-that-vui-2026',
  password_confirmation: 'Mua-sam-that-vui-2026',
})

let child: ChildProcess | undefined
let folder: string | undefined
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  if (folder) await rm(folder, { recursive: true, force: true })
})

// The process runs on its own in-memory PGlite: once is enough, whatever engine the suite tests.
describe.skipIf(!webBuilt || engine !== 'pglite')('the server process on SIGTERM', () => {
  it('fails readiness at once, finishes the requests under way, then exits 0', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'phiencho-shutdown-'))
    const port = await freePort()
    const pinned = path.join(projectRoot, 'node_modules/.bin/node')
    child = spawn(existsSync(pinned) ? pinned : process.execPath, ['apps/server/src/main.ts'], {
      cwd: projectRoot,
      // Only what is given here: nothing of the environment the tests run in.
      env: {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: 'memory://',
        MEDIA_DIR: path.join(folder, 'media'),
        MAIL_DIR: path.join(folder, 'mail'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_TIMEOUT_MS: '20000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output: string[] = []
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve))

    // A fresh in-memory PGlite runs initdb and every migration first.
    const deadline = Date.now() + 240_000
    for (;;) {
      const ready = await get(port, '/readyz').catch(() => null)
      if (ready?.status === 200) break
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`the server did not start:\n${output.join('')}`)
      }
      await sleep(500)
    }

    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
    const first = slowPost(port, agent, apiPaths.register, account('cuc@example.vn'))
    first.finish()
    expect((await first.answer).status).toBe(201)
    // That connection stays open and idle in the agent: the server must close it itself.

    const login = slowPost(port, agent, apiPaths.login, {
      email: 'cuc@example.vn',
      password: 'Mua-sam-that-vui-2026',
    })
    const signUp = slowPost(port, agent, apiPaths.register, account('dung@example.vn'))
    await sleep(200)
    child.kill('SIGTERM')
    await sleep(200)

    // Draining: readiness fails at once, while requests are still answered.
    expect((await get(port, '/readyz')).status).toBe(503)
    expect((await get(port, '/healthz')).status).toBe(200)

    // Then the port closes: new connections are refused, the requests under way go on.
    const closedBy = Date.now() + DRAIN_MS + 15_000
    while (!(await refused(port))) {
      if (Date.now() > closedBy) throw new Error(`the port stayed open:\n${output.join('')}`)
      await sleep(100)
    }
    expect(child.exitCode).toBeNull()
    login.finish()
    signUp.finish()
    const [loggedIn, signedUp] = await Promise.all([login.answer, signUp.answer])
    expect(loggedIn.status).toBe(200)
    expect(JSON.parse(loggedIn.body)).toHaveProperty('token')
    expect(signedUp.status).toBe(201)

    expect(await exited, output.join('')).toBe(0)
    agent.destroy()
    const logged = output
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { msg: string }).msg)
    expect(logged).toEqual(
      expect.arrayContaining(['shutting down: draining', 'shutting down: finishing requests']),
    )
    expect(logged.at(-1)).toBe('shut down')
  }, 300_000)
})
