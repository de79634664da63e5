import { existsSync } from 'node:fs'
import { mkdir, mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type AppServer, startAppServer } from './app-server.ts'
import { type MailCapture, startMailCapture } from './mail-capture.ts'
import { RUN_ENV, webBuildDir } from './paths.ts'

export interface RunningHarness {
  runDir: string
  mail: MailCapture
  server: AppServer | null
}

// Global setup and teardown run in the same runner process; the handles wait here in between.
export const HARNESS = Symbol.for('phiencho.e2e.harness')
type HarnessHolder = { [HARNESS]?: RunningHarness }

/** Starts the SMTP capture and the production server on a fresh database, once per run. */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(path.join(webBuildDir, 'server/index.js'))) {
    throw new Error(
      `The web build is missing (${webBuildDir}). Run "npm run build" in the repository root first.`,
    )
  }
  const runDir = await mkdtemp(path.join(os.tmpdir(), 'phiencho-e2e-'))
  const mailDir = path.join(runDir, 'mail')
  await mkdir(mailDir)
  const mail = await startMailCapture(mailDir)
  const harness: RunningHarness = { runDir, mail, server: null }
  ;(globalThis as HarnessHolder)[HARNESS] = harness

  try {
    harness.server = await startAppServer({ runDir, smtpUrl: mail.url })
  } catch (error) {
    await mail.close()
    throw error
  }
  process.env[RUN_ENV.baseUrl] = harness.server.url
  process.env[RUN_ENV.mailDir] = mailDir
}
