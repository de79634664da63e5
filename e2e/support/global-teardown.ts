import { rm } from 'node:fs/promises'
import { HARNESS, type RunningHarness } from './global-setup.ts'

/** Stops the server (it must exit cleanly on SIGTERM) and the SMTP capture. */
export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as { [HARNESS]?: RunningHarness }
  const harness = holder[HARNESS]
  if (!harness) return
  holder[HARNESS] = undefined
  try {
    await harness.server?.stop()
  } finally {
    await harness.mail.close()
  }
  // Kept when the server misbehaved (the error above names its log); removed otherwise.
  await rm(harness.runDir, { recursive: true, force: true })
}
