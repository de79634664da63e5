import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'

import { describeError, explainStatus } from '../lib/error-info'
import { isChunkLoadError, reloadPage } from '../lib/reload-guard'

/** Status code, headline, a Vietnamese explanation, a way home (docs/requirements.md, Pages). */
export function ErrorPage({ error }: { error: unknown }) {
  const { pathname } = useLocation()
  const { status, message, path } = describeError(error)
  const chunkFailed = isChunkLoadError(error)

  useEffect(() => {
    // A lazy chunk of an older build: the reload fetches the current one (guarded against loops).
    if (chunkFailed) reloadPage()
  }, [chunkFailed])

  useEffect(() => {
    if (status >= 500 && !chunkFailed) console.error(error)
  }, [error, status, chunkFailed])

  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-xl py-12 text-center sm:py-20">
      <p className="text-6xl font-extrabold tracking-tight text-brand-700 sm:text-7xl">{status}</p>
      <h1 id="error-title" className="mt-4 text-2xl font-bold text-ink-900 sm:text-3xl">
        {message}
      </h1>
      {status === 404 ? (
        <p className="mt-2 text-ink-600">
          Đường dẫn:{' '}
          <code className="rounded bg-ink-100 px-1.5 py-0.5 break-all">{path ?? pathname}</code>
        </p>
      ) : null}
      <p className="mt-4 text-ink-700">{explainStatus(status)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn btn-primary">
          Về trang chủ
        </Link>
        {status >= 500 ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => window.location.reload()}
          >
            Tải lại trang
          </button>
        ) : null}
      </div>
    </section>
  )
}
