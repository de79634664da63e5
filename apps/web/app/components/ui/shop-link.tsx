import { useContext, useEffect, useRef } from 'react'
import {
  createPath,
  Link,
  type LinkProps,
  NavLink,
  type NavLinkProps,
  type To,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router'

import { preloadRoute } from '../../lib/route-preload'

const HOVER_DELAY_MS = 100

type IntentHandlers = Pick<LinkProps, 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onTouchStart'>

/**
 * Preloads the target route's modules when the visitor shows intent (hover, focus, touch),
 * through the app-wide queue that runs at most 5 preloads at once.
 */
function usePreloadIntent(to: To, handlers: IntentHandlers, disabled?: boolean): IntentHandlers {
  const router = useContext(DataRouterContext)?.router
  const framework = useContext(FrameworkContext)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  function preload() {
    if (!router || !framework || disabled) return
    // Resolved here, on intent, not for every link rendered (Link resolves its own href). The
    // app's links are absolute or query-only, for which the URL's resolution is the router's.
    const { pathname } = new URL(typeof to === 'string' ? to : createPath(to), window.location.href)
    preloadRoute(router, framework.manifest, framework.routeModules, pathname)
  }

  return {
    onMouseEnter(event) {
      handlers.onMouseEnter?.(event)
      timer.current = setTimeout(preload, HOVER_DELAY_MS)
    },
    onMouseLeave(event) {
      handlers.onMouseLeave?.(event)
      clearTimeout(timer.current)
    },
    onFocus(event) {
      handlers.onFocus?.(event)
      preload()
    },
    onTouchStart(event) {
      handlers.onTouchStart?.(event)
      preload()
    },
  }
}

export function ShopLink({
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onTouchStart,
  ...props
}: LinkProps) {
  const intent = usePreloadIntent(
    props.to,
    { onMouseEnter, onMouseLeave, onFocus, onTouchStart },
    props.reloadDocument,
  )
  return <Link {...props} {...intent} />
}

export function ShopNavLink({
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onTouchStart,
  ...props
}: NavLinkProps) {
  const intent = usePreloadIntent(
    props.to,
    { onMouseEnter, onMouseLeave, onFocus, onTouchStart },
    props.reloadDocument,
  )
  return <NavLink {...props} {...intent} />
}
