import type { ReactNode } from 'react'

interface AuthCardProps {
  title: string
  intro?: ReactNode
  children: ReactNode
}

/** The narrow card that holds the login, registration and password forms. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <div className="page-container py-6 sm:py-12">
      <div className="card mx-auto max-w-md p-5 sm:p-8">
        <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
        {intro ? <div className="mt-2 text-ink-600">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  )
}
