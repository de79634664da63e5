import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { waitUntilReady } from '../support/app-server.ts'

const OUTPUT_LINES_KEPT = 40

export interface RunningProcess {
  name: string
  child: ChildProcess
  /** Settles with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** Its last lines of output, for an error message. */
  tail(): string
  /** SIGTERM, then SIGKILL after `graceMs`; settles when it has exited. */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** A child process whose output goes to `logFile`, its last lines kept for error messages. */
export function startProcess(options: {
  name: string
  command: string
  args: string[]
  cwd: string
  env: Record<string, string>
  logFile: string
}): RunningProcess {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = createWriteStream(options.logFile, { flags: 'a' })
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    log.write(chunk)
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES_KEPT))
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      log.end()
      resolve({ code, signal })
    }),
  )
  return {
    name: options.name,
    child,
    exited,
    tail: () => lines.join('\n'),
    async stop(graceMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      const timeout = sleep(graceMs, 'timeout' as const, { ref: false })
      if ((await Promise.race([exited, timeout])) === 'timeout') child.kill('SIGKILL')
      return exited
    },
  }
}

/** Polls `url` until it answers 200; fails early when `process` exits, with its last output. */
export async function waitForOk(url: string, process: RunningProcess): Promise<void> {
  try {
    await waitUntilReady(
      url,
      () => process.child.exitCode !== null || process.child.signalCode !== null,
    )
  } catch (error) {
    throw new Error(`${process.name}: ${(error as Error).message}\n${process.tail()}`, {
      cause: error,
    })
  }
}

/** Runs a command to its end; rejects with its output when it fails. */
export async function runToEnd(options: Parameters<typeof startProcess>[0]): Promise<void> {
  const run = startProcess(options)
  const { code, signal } = await run.exited
  if (code !== 0) {
    throw new Error(`${options.name} ended with ${code ?? signal}:\n${run.tail()}`)
  }
}
