import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False in the server's HTML and while it hydrates, true afterwards: for what the server cannot
 * render (a history entry's state), and buttons that wait for their code so that an early tap is
 * not lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
