import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterContextProvider } from 'react-router'
import { HydratedRouter } from 'react-router/dom'

import { reloadOnChunkErrors } from './lib/build-check'
import { getBrowserQueryClient } from './lib/browser-client'
import { queryClientContext } from './lib/query-client'

// Before hydration: a chunk of an older build can already fail while the first route loads.
reloadOnChunkErrors(window)

// Client loaders read the page's QueryClient from the router context, as server loaders read
// the request's.
function getContext() {
  const context = new RouterContextProvider()
  context.set(queryClientContext, getBrowserQueryClient())
  return context
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter getContext={getContext} />
    </StrictMode>,
  )
})
