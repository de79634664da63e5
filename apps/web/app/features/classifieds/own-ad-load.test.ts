import { classifiedsMessages } from '@phiencho/contracts'
import { describe, expect, it, vi } from 'vitest'

import { createApiClient } from '../../lib/api-client'
import { createQueryClient } from '../../lib/query-client'
import { ensureOwnAdExists, parseOwnAdId } from './own-ad-load'

function clientAnswering(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  )
  const api = createApiClient({
    fetch,
    authMode: 'token',
    getToken: () => '1|secret',
    tokenVisible: true,
    clearToken: () => {},
    log: { error: () => {}, warn: () => {} },
  })
  return { queryClient: createQueryClient(api, { server: true }), fetch }
}

/** What a loader throws with `data(…, { status })`. */
function statusOf(thrown: unknown): number | undefined {
  return (thrown as { init?: ResponseInit } | undefined)?.init?.status
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('edit page id', () => {
  it('takes positive whole numbers the database can hold', () => {
    expect(parseOwnAdId('42')).toBe(42)
    expect(parseOwnAdId('2147483647')).toBe(2_147_483_647)
    for (const raw of ['0', '-1', '1.5', 'abc', '2147483648', '', undefined, '12abc']) {
      expect(parseOwnAdId(raw)).toBeNull()
    }
  })
})

describe('edit page loader', () => {
  it('answers 404 for an ad the server does not show this customer', async () => {
    const { queryClient } = clientAnswering(404, { message: classifiedsMessages.adNotFound })
    const error = await thrown(ensureOwnAdExists(queryClient, 7, '99', '/my-account/x'))
    expect(statusOf(error)).toBe(404)
  })

  it('answers 404 without asking for an id that cannot exist', async () => {
    const { queryClient, fetch } = clientAnswering(200, {})
    const error = await thrown(ensureOwnAdExists(queryClient, 7, 'abc', '/my-account/x'))
    expect(statusOf(error)).toBe(404)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('lets other failures through to the page, which offers a retry', async () => {
    const { queryClient } = clientAnswering(503, { message: 'x' })
    await expect(ensureOwnAdExists(queryClient, 7, '5', '/my-account/x')).resolves.toBe(5)
  })
})
