import { type RefObject, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * A `<details>` menu (it opens without JavaScript) that also closes on navigation, on Escape
 * (focus back on its summary) and on a click outside it.
 */
export function useDismissable(ref: RefObject<HTMLDetailsElement | null>) {
  const { key } = useLocation()
  // The location it was shown at: a menu opened before its code arrived stays open as it
  // hydrates, and closes at the next navigation.
  const shownAt = useRef(key)

  useEffect(() => {
    if (shownAt.current === key) return
    shownAt.current = key
    if (ref.current) ref.current.open = false
  }, [ref, key])

  useEffect(() => {
    const details = ref.current
    if (!details) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return
      details.open = false
      details.querySelector('summary')?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false
    }
    details.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      details.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [ref])
}
