import type { ProductCard } from '@phiencho/contracts'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router'

import { ErrorPage } from '../../components/error-page'
import { LazySiteFooter } from '../../components/layout/lazy-site-footer'
import { SiteHeader } from '../../components/layout/site-header'
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link'
import { useCurrentUser } from '../../features/auth/api/get-current-user'
import { useSignOut } from '../../features/auth/use-sign-out'
import { CardActionContext } from '../../components/catalog/card-action'
import { useCartCount } from '../../features/cart/api/get-cart-count'
import { categoriesQueryOptions } from '../../features/catalog/api/get-categories'
import { QuickAdd } from '../../features/cart/components/quick-add'
import { HeaderSearch } from '../../features/search/components/header-search'
import { useWebsiteSettings } from '../../features/settings/api/get-website-settings'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { siteMetaFrom } from '../../lib/meta'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/default-layout'

/** The header's category menus: the tree, once per page load (the browser keeps it cached). */
export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  return { dehydratedState: await prefetchQueries(queryClient, [categoriesQueryOptions()]) }
}

export function shouldRevalidate() {
  return false
}

export default function DefaultLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  )
}

/** Errors below this layout keep the header and footer around them. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome>
      <div className="page-container">
        <ErrorPage error={error} />
      </div>
    </SiteChrome>
  )
}

const quickAdd = (product: ProductCard) => <QuickAdd product={product} />

function SiteChrome({ children }: { children: ReactNode }) {
  const settings = useWebsiteSettings()
  const user = useCurrentUser()
  const { signOut, pending } = useSignOut()
  const cartCount = useCartCount()
  const siteName = siteMetaFrom(settings).name

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader
        siteName={siteName}
        user={user}
        onLogout={signOut}
        loggingOut={pending}
        search={<HeaderSearch />}
        cartCount={cartCount}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <CardActionContext.Provider value={quickAdd}>{children}</CardActionContext.Provider>
      </main>
      <LazySiteFooter siteName={siteName} settings={settings} loggedIn={user !== null} />
    </div>
  )
}
