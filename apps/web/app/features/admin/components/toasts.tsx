import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'

export type ToastTone = 'success' | 'error'

interface Toast {
  id: number
  tone: ToastTone
  message: string
}

type ShowToast = (tone: ToastTone, message: string) => void

const ToastContext = createContext<ShowToast>(() => undefined)

const TOAST_MS = 6_000
let nextId = 1

/** The result of an action, said briefly in a corner (and to screen readers, politely). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id))
  }, [])
  const show = useCallback<ShowToast>(
    (tone, message) => {
      const id = nextId++
      setToasts((list) => [...list.slice(-2), { id, tone, message }])
      window.setTimeout(() => dismiss(id), TOAST_MS)
    },
    [dismiss],
  )
  const value = useMemo(() => show, [show])
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-2 sm:left-auto"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`pointer-events-auto flex max-w-sm items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${
              toast.tone === 'success'
                ? 'border-success-700/30 bg-success-50 text-success-700'
                : 'border-danger-700/30 bg-danger-50 text-danger-700'
            }`}
          >
            <p className="flex-1">{toast.message}</p>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              className="-m-1 rounded p-1 font-bold"
              aria-label="Đóng thông báo"
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  )
}

export function useToast(): ShowToast {
  return useContext(ToastContext)
}
