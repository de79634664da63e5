import { readdir, readFile } from 'node:fs/promises'

/**
 * Nanoseconds a process has run on a CPU so far, all its threads (Linux `schedstat`); null where
 * there is none. On a machine shared with other work, CPU time per request moves much less than
 * requests per second.
 */
export async function cpuNanoseconds(pid: number): Promise<number | null> {
  try {
    const tasks = await readdir(`/proc/${pid}/task`)
    let total = 0
    for (const task of tasks) {
      const stat = await readFile(`/proc/${pid}/task/${task}/schedstat`, 'utf8').catch(() => '0')
      total += Number(stat.split(' ')[0])
    }
    return total
  } catch {
    return null
  }
}
