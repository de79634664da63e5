import { describe, expect, it } from 'vitest'

import { createPreloadQueue, MAX_CONCURRENT_PRELOADS } from './preload-queue'

function deferred() {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('preload queue', () => {
  it('runs at most 5 preloads at once', async () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(5)
    const queue = createPreloadQueue()
    const jobs = Array.from({ length: 12 }, () => deferred())
    let started = 0
    let peak = 0
    let active = 0
    jobs.forEach((job, index) =>
      queue.enqueue(`/route-${index}`, () => {
        started += 1
        active += 1
        peak = Math.max(peak, active)
        return job.promise.finally(() => {
          active -= 1
        })
      }),
    )

    expect(started).toBe(5)
    expect(queue.running).toBe(5)
    expect(queue.waiting).toBe(7)

    jobs[0]!.resolve()
    jobs[1]!.reject(new Error('chunk failed'))
    await flush()
    expect(started).toBe(7)
    expect(queue.running).toBe(5)

    for (const job of jobs) job.resolve()
    await flush()
    await flush()
    expect(started).toBe(12)
    expect(peak).toBe(5)
    expect(queue.running).toBe(0)
    expect(queue.waiting).toBe(0)
  })

  it('preloads each key once, but again after a failure', async () => {
    const queue = createPreloadQueue()
    const failing = deferred()
    expect(queue.enqueue('/a', () => Promise.resolve())).toBe(true)
    expect(queue.enqueue('/a', () => Promise.resolve())).toBe(false)
    expect(queue.enqueue('/b', () => failing.promise)).toBe(true)
    failing.reject(new Error('offline'))
    await flush()
    expect(queue.enqueue('/a', () => Promise.resolve())).toBe(false)
    expect(queue.enqueue('/b', () => Promise.resolve())).toBe(true)
  })

  it('survives a task that throws synchronously', async () => {
    const queue = createPreloadQueue(1)
    let ran = false
    queue.enqueue('/boom', () => {
      throw new Error('boom')
    })
    queue.enqueue('/next', async () => {
      ran = true
    })
    await flush()
    expect(ran).toBe(true)
    expect(queue.running).toBe(0)
  })
})
