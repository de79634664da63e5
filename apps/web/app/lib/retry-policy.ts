import { isApiError } from './api-error'

/** Only GET is retried, and only on these statuses or when no answer came at all. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
export const MAX_RETRIES = 3
const BASE_DELAY_MS = 1_000
const MAX_DELAY_MS = 30_000

export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false
  if (error.method !== 'GET') return false
  return error.isNetworkError || RETRY_STATUSES.has(error.status)
}

/** TanStack Query `retry`: `failureCount` is 0 after the first failure. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isRetryable(error)
}

/** 1 s, 2 s, 4 s … capped at 30 s; a longer `Retry-After` from the server wins. */
export function retryDelay(failureCount: number, error: unknown): number {
  const backoff = Math.min(BASE_DELAY_MS * 2 ** failureCount, MAX_DELAY_MS)
  const asked = isApiError(error) && error.retryAfter ? error.retryAfter * 1000 : 0
  return Math.min(Math.max(backoff, asked), MAX_DELAY_MS)
}
