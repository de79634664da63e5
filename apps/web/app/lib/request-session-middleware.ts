import type { MiddlewareFunction } from 'react-router'

import { queryClientContext } from './query-client'
import { createRequestSession } from './request-query-client'
import { serverContext } from './server-context'
import { expiredTokenCookie } from './session'

/**
 * Root server middleware: gives the request its own QueryClient (its API calls carry the request's
 * token) and, when that token was refused, tells the browser to drop the cookie.
 */
export const requestSessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const session = createRequestSession(context.get(serverContext))
  context.set(queryClientContext, session.queryClient)
  const response = await next()
  if (session.tokenRejected()) {
    response.headers.append(
      'Set-Cookie',
      expiredTokenCookie(new URL(request.url).protocol === 'https:'),
    )
  }
  return response
}
