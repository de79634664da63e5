export const MAX_CONCURRENT_PRELOADS = 5

export interface PreloadQueue {
  /** Queues `task` unless `key` is already queued, running or done. Returns whether it queued. */
  enqueue(key: string, task: () => Promise<unknown>): boolean
  readonly running: number
  readonly waiting: number
}

/** Route preloads run at most 5 at a time; the rest wait their turn. */
export function createPreloadQueue(limit = MAX_CONCURRENT_PRELOADS): PreloadQueue {
  const known = new Set<string>()
  const queue: Array<{ key: string; task: () => Promise<unknown> }> = []
  let running = 0

  function start(job: { key: string; task: () => Promise<unknown> }) {
    running += 1
    let done: Promise<unknown>
    try {
      done = job.task()
    } catch (error) {
      done = Promise.reject(error)
    }
    done
      // A failed preload may be tried again on the next intent; navigation will load it anyway.
      .catch(() => known.delete(job.key))
      .finally(() => {
        running -= 1
        pump()
      })
  }

  function pump() {
    while (running < limit && queue.length > 0) start(queue.shift()!)
  }

  return {
    enqueue(key, task) {
      if (known.has(key)) return false
      known.add(key)
      queue.push({ key, task })
      pump()
      return true
    },
    get running() {
      return running
    },
    get waiting() {
      return queue.length
    },
  }
}
