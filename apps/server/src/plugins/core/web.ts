import { existsSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import {
  CART_COOKIE,
  isAdminWebPath,
  messages,
  STAFF_COOKIE,
  TOKEN_COOKIE,
} from '@phiencho/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify'
import fp from 'fastify-plugin'
import {
  createRequestHandler,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from 'react-router'
import type { PageLog } from '../../lib/page-cache.ts'
import { pageActionMatcher } from './page-actions.ts'

export const webRoot = path.resolve(import.meta.dirname, '../../../../web')
const buildDir = path.join(webRoot, 'build')

declare module 'fastify' {
  interface FastifyInstance {
    buildId: string
  }
}

// The build's own copy of the context key: React Router finds a context value by its key object,
// and the build bundles its own copy of server-context.ts (docs/decisions/004).
type EntryModule = ServerBuild['entry']['module'] & { serverContext?: RouterContext<unknown> }

/** Serves the React Router app: built assets with long caching, and SSR for every other path. */
export default fp(
  async function web(app: FastifyInstance) {
    // The dev server hands React Router a function (a fresh build per request); production
    // hands it the build itself, so its route tables and static handler are made once.
    let build: ServerBuild | (() => Promise<ServerBuild>)
    if (app.config.dev) {
      const { createServer } = await import('vite')
      const vite = await createServer({
        root: webRoot,
        server: { middlewareMode: true, hmr: { server: app.server } },
        appType: 'custom',
      })
      await app.register((await import('@fastify/middie')).default)
      app.use(vite.middlewares)
      app.addHook('onClose', () => vite.close())
      build = async () =>
        (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
      app.buildId = 'development'
    } else {
      const serverEntry = path.join(buildDir, 'server/index.js')
      if (!existsSync(serverEntry)) {
        throw new Error(`The web build is missing (${serverEntry}). Run "npm run build" first.`)
      }
      const built = (await import(pathToFileURL(serverEntry).href)) as ServerBuild
      build = built
      app.buildId = built.assets.version
      await app.register(fastifyStatic, {
        root: path.join(buildDir, 'client'),
        prefix: '/',
        wildcard: false,
        index: false,
        // The build writes `.br` and `.gz` beside each hashed script and stylesheet
        // (apps/web/scripts/precompress-assets.ts); other files are compressed on the fly.
        preCompressed: true,
        setHeaders(reply: FastifyReply, filePath: string) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          )
        },
      })
    }

    await app.register(async function ssr(scope) {
      // A page's action reads the raw body itself; a refused request's body is never read.
      scope.removeAllContentTypeParsers()
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null))

      const handle = createRequestHandler(build, app.config.dev ? 'development' : 'production')
      const render = async (request: FastifyRequest, reply: FastifyReply, log: PageLog) => {
        const current = typeof build === 'function' ? await build() : build
        const key = (current.entry.module as EntryModule).serverContext
        const context = new RouterContextProvider()
        if (key) {
          context.set(key, {
            apiFetch: (input: string, init?: RequestInit) => injectFetch(app, request, input, init),
            token: request.cookies[TOKEN_COOKIE] ?? null,
            // The back office's pages only: no shop page renders with the staff cookie (ADR 035).
            staffToken: isAdminWebPath(request.url)
              ? (request.cookies[STAFF_COOKIE] ?? null)
              : null,
            hasCart: request.cookies[CART_COOKIE] !== undefined,
            authMode: app.config.authMode,
            buildId: app.buildId,
            nonce: reply.raw.cspNonce ?? '',
            log,
          })
        }
        return handle(toWebRequest(request, reply, origin), context)
      }
      // Every absolute URL a page writes (canonical, og:url, JSON-LD) starts with the site's own
      // address, never with the Host a request happens to carry.
      const origin = new URL(app.config.appUrl).origin
      // Only a page whose route has an action takes a form post (the partner form works without
      // JavaScript); any other is refused here, before React Router would log it as an error.
      const hasAction = typeof build === 'function' ? undefined : pageActionMatcher(build)
      scope.route({
        method: ['POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        schema: { hide: true },
        config: { pageAction: true },
        handler: async (request, reply) => {
          const matcher =
            hasAction ?? pageActionMatcher(await (build as () => Promise<ServerBuild>)())
          if (!matcher(request.url.split('?')[0]!)) {
            return reply
              .code(405)
              .header('allow', 'GET, HEAD')
              .send({ message: messages.methodNotAllowed })
          }
          return sendWebResponse(reply, await render(request, reply, request.log))
        },
      })
      scope.route({
        method: ['GET', 'HEAD'],
        url: '/*',
        schema: { hide: true },
        config: { keptPages: true },
        handler: (request, reply) =>
          app.pageCache.serve(
            request,
            reply,
            (log) => render(request, reply, log),
            sendWebResponse,
          ),
      })
    })
  },
  { name: 'web', dependencies: ['config', 'security', 'page-cache'] },
)

function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const url = new URL(request.url, origin)
  const controller = new AbortController()
  reply.raw.once('close', () => controller.abort())
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = Readable.toWeb(request.raw) as ReadableStream
    init.duplex = 'half'
  }
  return new Request(url, init)
}

export async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status)
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length) reply.header('set-cookie', cookies)
  if (!response.body) return reply.send()
  // A document is sent whole: the loaders have finished before React renders (nothing is
  // deferred), and compressing one buffer costs a third of compressing React's many chunks.
  if (/^text\/html/i.test(response.headers.get('content-type') ?? '')) {
    return reply.send(Buffer.from(await response.arrayBuffer()))
  }
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream))
}

/** What the web's API client reads of an answer (its `ApiResponse`). */
interface InjectedResponse {
  ok: boolean
  status: number
  headers: { get(name: string): string | null }
  json(): Promise<unknown>
  text(): Promise<string>
}

/**
 * The SSR side of the web's API client: the same routes, in-process, without a socket. The answer
 * is not made a WHATWG `Response`: building undici's and reading its body back cost a product
 * page about 0.15 ms of its 5.
 */
async function injectFetch(
  app: FastifyInstance,
  request: FastifyRequest,
  input: string,
  init: RequestInit = {},
): Promise<InjectedResponse> {
  const headers: Record<string, string> = {}
  const given = init.headers instanceof Headers ? init.headers : new Headers(init.headers)
  given.forEach((value, name) => {
    headers[name] = value
  })
  headers['x-request-id'] ??= String(request.id)
  // A guest's cart is known by its httpOnly cookie, which the page's own API calls must carry.
  const cart = request.cookies[CART_COOKIE]
  if (cart !== undefined) headers.cookie = `${CART_COOKIE}=${encodeURIComponent(cart)}`
  const options: InjectOptions = {
    method: (init.method ?? 'GET') as InjectOptions['method'],
    url: input,
    headers,
    remoteAddress: request.ip,
  }
  if (init.body !== undefined && init.body !== null) options.payload = init.body as string
  const res = await app.inject(options)
  const nullBody = res.statusCode === 204 || res.statusCode === 304 || options.method === 'HEAD'
  const body = nullBody ? '' : res.payload
  return {
    ok: res.statusCode >= 200 && res.statusCode < 300,
    status: res.statusCode,
    headers: {
      get(name) {
        const value = res.headers[name.toLowerCase()]
        if (value === undefined) return null
        return Array.isArray(value) ? value.join(', ') : String(value)
      },
    },
    json: async () => JSON.parse(body) as unknown,
    text: async () => body,
  }
}
