import type { AdminMe } from '@phiencho/contracts'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'

import { MenuIcon } from '../../../components/ui/icons'
import { useStaffSignOut } from '../api/admin-session'
import { adminSignInPath } from '../nav'
import { AdminNav } from './admin-sidebar'
import { ToastProvider } from './toasts'

const MAIN_ID = 'admin-main'

/**
 * The back office's frame: a top bar (who is signed in, their roles, sign-out), the sidebar of
 * the pages they may open (a drawer below `lg`), and the page.
 */
export function AdminShell({ me, children }: { me: AdminMe | null; children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const drawer = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = drawer.current
    if (!dialog) return
    if (drawerOpen && !dialog.open) dialog.showModal()
    if (!drawerOpen && dialog.open) dialog.close()
  }, [drawerOpen])

  return (
    <ToastProvider>
      <div className="flex min-h-dvh flex-col bg-ink-50">
        <a
          href={`#${MAIN_ID}`}
          className="sr-only z-50 rounded-md bg-brand-700 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
        >
          Bỏ qua, đến nội dung chính
        </a>
        <header className="sticky top-0 z-30 border-b border-ink-200 bg-white">
          <div className="flex min-h-14 items-center gap-2 px-3 sm:px-5">
            {me ? (
              <button
                type="button"
                className="header-action lg:hidden"
                aria-label="Mở menu quản trị"
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
              >
                <MenuIcon className="size-6" aria-hidden="true" />
              </button>
            ) : null}
            <Link to="/quan-tri" className="mr-auto text-base font-bold text-brand-800">
              Phiên Chợ <span className="font-medium text-ink-600">· Quản trị</span>
            </Link>
            {me ? <SignedIn me={me} /> : null}
          </div>
        </header>
        <div className="flex flex-1">
          {me ? (
            <aside className="hidden w-64 shrink-0 border-r border-ink-200 bg-white px-3 py-5 lg:block">
              <AdminNav permissions={me.permissions} />
            </aside>
          ) : null}
          <main
            id={MAIN_ID}
            tabIndex={-1}
            className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-8"
          >
            {children}
          </main>
        </div>
        {me ? (
          <dialog
            ref={drawer}
            aria-label="Menu quản trị"
            onCancel={(event) => {
              event.preventDefault()
              setDrawerOpen(false)
            }}
            onClick={(event) => {
              // A click on the backdrop lands on the dialog itself.
              if (event.target === event.currentTarget) setDrawerOpen(false)
            }}
            className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-white p-0 backdrop:bg-ink-900/50"
          >
            {drawerOpen ? (
              <div className="px-3 py-4">
                <div className="mb-4 flex items-center justify-between px-3">
                  <p className="font-semibold">Menu quản trị</p>
                  <button
                    type="button"
                    className="header-action"
                    aria-label="Đóng menu"
                    onClick={() => setDrawerOpen(false)}
                  >
                    <span aria-hidden="true" className="text-xl">
                      ×
                    </span>
                  </button>
                </div>
                <AdminNav permissions={me.permissions} onNavigate={() => setDrawerOpen(false)} />
              </div>
            ) : null}
          </dialog>
        ) : null}
      </div>
    </ToastProvider>
  )
}

function SignedIn({ me }: { me: AdminMe }) {
  const signOut = useStaffSignOut()
  const navigate = useNavigate()
  const roles = me.roles.map((role) => role.name).join(', ')
  return (
    <div className="flex items-center gap-3">
      <p className="hidden text-right leading-tight sm:block">
        <span className="block text-sm font-semibold text-ink-900">{me.name}</span>
        <span className="block text-xs text-ink-600">{roles}</span>
      </p>
      <button
        type="button"
        className="btn btn-secondary min-h-10 px-3 text-sm"
        disabled={signOut.isPending}
        onClick={() => {
          // The cookie is gone or the token dead either way: back to the sign-in.
          signOut.mutate(undefined, {
            onSettled: () => void navigate(adminSignInPath, { replace: true }),
          })
        }}
      >
        Đăng xuất
      </button>
    </div>
  )
}
