import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react'
import { UNSAFE_DataRouterContext as DataRouterContext, useNavigation } from 'react-router'

import { createLoadingProgress, HIDDEN_BAR, LOADING_BAR } from './loading-progress'

/**
 * Whether the router is loading or submitting, read from the router itself: `useNavigation` is
 * told inside the navigation's transition, whose render waits while anything on the page is
 * suspended (a part whose code has not come yet), and the bar stayed hidden for the whole slow
 * navigation it is there to show. The router's own subscription updates this at once.
 */
function useRouterBusy(): boolean {
  const router = useContext(DataRouterContext)?.router
  const subscribe = useCallback(
    (tell: () => void) => (router ? router.subscribe(tell) : () => {}),
    [router],
  )
  const fromRouter = useSyncExternalStore(
    subscribe,
    () => (router ? router.state.navigation.state !== 'idle' : null),
    () => null,
  )
  const fromNavigation = useNavigation().state !== 'idle'
  return fromRouter ?? fromNavigation
}

/** The top loading bar of the app shell, driven by React Router's navigation state. */
export function LoadingBar() {
  const busy = useRouterBusy()
  const [bar, setBar] = useState(HIDDEN_BAR)
  const [progress] = useState(() => createLoadingProgress(setBar))

  useEffect(() => {
    if (busy) progress.start()
    else progress.finish()
  }, [busy, progress])
  useEffect(() => progress.dispose, [progress])

  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-50"
      style={{ height: LOADING_BAR.heightPx }}
    >
      <div
        className="loading-bar h-full origin-left bg-brand-500"
        style={{ transform: `scaleX(${bar.progress / 100})`, opacity: bar.visible ? 1 : 0 }}
      />
    </div>
  )
}
