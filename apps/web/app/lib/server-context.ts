import { createContext } from 'react-router'

import type { ApiFetch } from './api-client'

/** What the Fastify host hands each SSR request (set once per request by apps/server). */
export interface ServerRequestContext {
  /** The same Fastify app, in-process; `input` is a path such as `/api/v1/users/me`. */
  apiFetch: ApiFetch
  /** The request's `token` cookie, if any. */
  token: string | null
  /** The staff cookie, handed over for the back office's pages (`/quan-tri`) only (ADR 035). */
  staffToken: string | null
  /** The request carries a guest cart cookie (the page then shows that cart's badge). */
  hasCart: boolean
  authMode: 'token' | 'cookie'
  buildId: string
  /** CSP nonce: every inline script of the document carries it. */
  nonce: string
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void }
}

export const serverContext = createContext<ServerRequestContext>()
