import './app.css'

import { DEFAULT_FAVICON } from '@phiencho/contracts'
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router'

import type { Route } from './+types/root'
import { ErrorPage } from './components/error-page'
import { IconSprite } from './components/ui/icons'
import { currentUserQueryOptions } from './features/auth/api/get-current-user'
import { cartCountQueryKey, cartCountQueryOptions } from './features/cart/api/get-cart-count'
import { useSessionExpiry } from './features/auth/use-session-expiry'
import {
  websiteSettingsQueryKey,
  websiteSettingsQueryOptions,
} from './features/settings/api/get-website-settings'
import { getBrowserQueryClient } from './lib/browser-client'
import { prefetchQueries } from './lib/dehydrate-queries'
import { describeError } from './lib/error-info'
import { LoadingBar } from './lib/loading-bar'
import { pageMeta, siteMetaFrom } from './lib/meta'
import { AUTH_MODE_META, BUILD_ID_META } from './lib/page-config'
import { createQueryClient, queryClientContext } from './lib/query-client'
import { requestSessionMiddleware } from './lib/request-session-middleware'
import { RouteHydration } from './lib/route-hydration'
import { serverContext } from './lib/server-context'
import { scriptJson, siteJsonLd } from './lib/site-json-ld'
import { useBuildCheck } from './lib/use-build-check'

export const middleware: Route.MiddlewareFunction[] = [requestSessionMiddleware]

/** Settings and the current user, once per page load; the browser keeps them cached. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const server = context.get(serverContext)
  const queryClient = context.get(queryClientContext)
  // The badge: a visitor with neither a token nor a cart cookie has no cart to ask about.
  const hasCart = server.token !== null || server.hasCart
  if (!hasCart) queryClient.setQueryData(cartCountQueryKey, { count: 0 })
  const dehydratedState = await prefetchQueries(queryClient, [
    websiteSettingsQueryOptions(),
    currentUserQueryOptions(),
    // Set just above when there is no cart: still fresh, so it is sent without being asked.
    cartCountQueryOptions(),
  ])
  return {
    dehydratedState,
    site: siteMetaFrom(queryClient.getQueryData(websiteSettingsQueryKey)),
    /** For absolute URLs in page meta (canonical, og:url, og:image). */
    origin: url.origin,
    /** Organization + WebSite (with the search action) as JSON-LD, escaped for a script element. */
    siteJsonLd: scriptJson(
      siteJsonLd(queryClient.getQueryData(websiteSettingsQueryKey), url.origin),
    ),
    buildId: server.buildId,
    authMode: server.authMode,
  }
}

// Loaded once: afterwards the user and settings live in the query cache, not in loader data.
export function shouldRevalidate() {
  return false
}

export const meta: Route.MetaFunction = ({ matches, error }) => {
  if (!error) return pageMeta(matches)
  const { status, message } = describeError(error)
  return pageMeta(matches, { title: `${status} – ${message}`, noIndex: true })
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const favicon = data?.site.favicon ?? DEFAULT_FAVICON
  return (
    <html lang="vi">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6b53" />
        <Meta />
        <link
          rel="icon"
          href={favicon}
          type={favicon.endsWith('.svg') ? 'image/svg+xml' : undefined}
        />
        {data ? <meta name={BUILD_ID_META} content={data.buildId} /> : null}
        {data ? <meta name={AUTH_MODE_META} content={data.authMode} /> : null}
        <Links />
        {data ? (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: data.siteJsonLd }}
          />
        ) : null}
      </head>
      <body className="min-h-dvh">
        <IconSprite />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Server: a fresh client per render, filled from the loaders' dehydrated state. Browser: the
  // page's one client, which the client loaders use too.
  const [queryClient] = useState(() =>
    typeof window === 'undefined'
      ? createQueryClient(null, { server: true })
      : getBrowserQueryClient(),
  )
  return (
    <QueryClientProvider client={queryClient}>
      <RouteHydration>
        <ShellEffects buildId={loaderData.buildId} />
        <LoadingBar />
        <Outlet />
      </RouteHydration>
    </QueryClientProvider>
  )
}

function ShellEffects({ buildId }: { buildId: string }) {
  useSessionExpiry()
  useBuildCheck(buildId)
  return null
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main-content" className="page-container">
      <ErrorPage error={error} />
    </main>
  )
}
