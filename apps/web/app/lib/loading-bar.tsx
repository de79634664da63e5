import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'

import { createLoadingProgress, HIDDEN_BAR, LOADING_BAR } from './loading-progress'

/** The top loading bar of the app shell, driven by React Router's navigation state. */
export function LoadingBar() {
  const busy = useNavigation().state !== 'idle'
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
