import { describe, expect, it } from 'vitest'

import { ApiError } from './api-error'
import { MAX_RETRIES, retryDelay, shouldRetry } from './retry-policy'

const error = (method: string, status: number, retryAfter: number | null = null) =>
  new ApiError({ method, status, message: 'x', path: '/api/v1/x', retryAfter })

describe('retry policy', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries GET on %i', (status) => {
    expect(shouldRetry(0, error('GET', status))).toBe(true)
  })

  it.each([400, 401, 403, 404, 419, 422, 501])('does not retry GET on %i', (status) => {
    expect(shouldRetry(0, error('GET', status))).toBe(false)
  })

  it('retries GET when no answer came (network error)', () => {
    expect(shouldRetry(0, error('GET', 0))).toBe(true)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s', (method) => {
    expect(shouldRetry(0, error(method, 503))).toBe(false)
    expect(shouldRetry(0, error(method, 0))).toBe(false)
  })

  it('stops after three retries', () => {
    expect(MAX_RETRIES).toBe(3)
    expect(shouldRetry(2, error('GET', 503))).toBe(true)
    expect(shouldRetry(3, error('GET', 503))).toBe(false)
  })

  it('does not retry errors that are not API errors', () => {
    expect(shouldRetry(0, new Error('render bug'))).toBe(false)
  })

  it('doubles the delay from 1 s up to 30 s', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, error('GET', 503)))
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000])
  })

  it('waits as long as Retry-After asks, within the 30 s cap', () => {
    expect(retryDelay(0, error('GET', 429, 5))).toBe(5_000)
    expect(retryDelay(0, error('GET', 429, 120))).toBe(30_000)
  })
})
