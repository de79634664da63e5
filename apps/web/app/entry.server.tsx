import { Writable } from 'node:stream'

import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router'

import { deferHydration } from './lib/deferred-hydration'
import { describeError } from './lib/error-info'
import { serverContext, type ServerRequestContext } from './lib/server-context'

// The host reads this key as `build.entry.module.serverContext`: context keys compare by
// identity, and only this copy is the one the bundled routes use.
export { serverContext } from './lib/server-context'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const server = loadContext.get(serverContext)
  const userAgent = request.headers.get('user-agent')
  const bot = Boolean(userAgent && isbot(userAgent))
  const errors = routerContext.staticHandlerContext.errors

  // Search and preview bots get no error page, only the status; the error is logged.
  if (bot && (responseStatusCode >= 400 || errors)) {
    return botErrorResponse(request, responseStatusCode, responseHeaders, errors, server)
  }

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Bots get the whole document at once (no streamed chunks to piece together).
    const readyOption = bot || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    )

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={server.nonce} />,
      {
        nonce: server.nonce,
        [readyOption]() {
          shellRendered = true
          // The host sends a document whole (ADR 010), so it is gathered here and its
          // hydration deferred past the first paint (ADR 016). The status is the shell's: an
          // error after it only makes React finish that part in the browser.
          const status = responseStatusCode
          const chunks: Uint8Array[] = []
          const body = new Writable({
            write(chunk: Uint8Array, _encoding, callback) {
              chunks.push(chunk)
              callback()
            },
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              resolve(
                new Response(deferHydration(Buffer.concat(chunks)), {
                  headers: responseHeaders,
                  status,
                }),
              )
              callback()
            },
          })
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell reject and are logged by React Router itself.
          if (shellRendered)
            server.log.error({ err: error, url: request.url }, 'Error while streaming a page')
        },
      },
    )
  })
}

function botErrorResponse(
  request: Request,
  status: number,
  headers: Headers,
  errors: Record<string, unknown> | null,
  server: ServerRequestContext,
) {
  const error = errors ? Object.values(errors)[0] : undefined
  const info = error === undefined ? null : describeError(error)
  const code = status >= 400 ? status : (info?.status ?? 500)
  const entry = {
    err: error instanceof Error ? error : undefined,
    status: code,
    url: request.url,
    userAgent: request.headers.get('user-agent'),
    detail: info?.message,
  }
  if (code >= 500) server.log.error(entry, 'Error page not rendered for a bot')
  else server.log.warn(entry, 'Error page not rendered for a bot')

  headers.set('Content-Type', 'text/plain; charset=utf-8')
  headers.set('X-Robots-Tag', 'noindex')
  const text = [`${code} ${info?.message ?? ''}`.trim(), info?.path].filter(Boolean).join('\n')
  const body = request.method.toUpperCase() === 'HEAD' ? null : `${text}\n`
  return new Response(body, { status: code, headers })
}

/** Unexpected loader/action/render errors on the server, into the host's structured log. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  try {
    context
      .get(serverContext)
      .log.error({ err: error, url: request.url }, 'Unhandled error in a route')
  } catch {
    console.error(error)
  }
}
