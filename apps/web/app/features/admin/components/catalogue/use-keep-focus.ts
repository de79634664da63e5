import { useEffect, useRef } from 'react'

/**
 * Gives the keyboard back to the control an action was made with (by its id) once the list is
 * drawn again and the control enabled: a moved row's node is moved by React, and a control
 * disabled while the action runs, both of which blur it. `keep(id)` before the action; `settled`
 * changes with the list's data and the action's pending state.
 */
export function useKeepFocus(...settled: unknown[]): (id: string | null) => void {
  const wanted = useRef<string | null>(null)
  useEffect(() => {
    const id = wanted.current
    if (!id) return
    const control = document.getElementById(id)
    if (!control || (control as HTMLButtonElement).disabled) return
    wanted.current = null
    if (document.activeElement !== control) control.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the values it follows, whatever they are
  }, settled)
  return (id) => {
    wanted.current = id
  }
}
