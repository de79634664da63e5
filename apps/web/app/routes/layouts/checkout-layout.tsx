import { Outlet, useMatches } from 'react-router'

import { ErrorPage } from '../../components/error-page'
import { CheckoutLayout, type CheckoutStep } from '../../components/layout/checkout-layout'
import { useWebsiteSettings } from '../../features/settings/api/get-website-settings'
import { siteMetaFrom } from '../../lib/meta'
import { privatePageHeaders } from '../../lib/private-page'
import type { Route } from './+types/checkout-layout'

export const headers = privatePageHeaders

/** Each page of the checkout says which step it is with `handle: { step }`. */
function useStep(): CheckoutStep {
  const matches = useMatches()
  for (const match of [...matches].reverse()) {
    const step = (match.handle as { step?: CheckoutStep } | undefined)?.step
    if (step) return step
  }
  return 'shipping'
}

export default function CheckoutLayoutRoute() {
  const siteName = siteMetaFrom(useWebsiteSettings()).name
  return (
    <CheckoutLayout siteName={siteName} step={useStep()}>
      <Outlet />
    </CheckoutLayout>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const siteName = siteMetaFrom(useWebsiteSettings()).name
  return (
    <CheckoutLayout siteName={siteName} step="shipping">
      <ErrorPage error={error} />
    </CheckoutLayout>
  )
}
