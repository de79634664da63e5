import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False in the server's HTML and while it hydrates, true afterwards: the reviews' buttons stay
 * disabled until their chunk has hydrated them, so that an early tap is not lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
