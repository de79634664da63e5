import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect } from '@playwright/test'
import type { CapturedMail } from './mail-capture.ts'

export type { CapturedMail }

async function mailsTo(dir: string, to: string): Promise<CapturedMail[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort()
  const mails = await Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as CapturedMail,
    ),
  )
  return mails.filter((mail) => mail.to.includes(to.toLowerCase()))
}

/** Waits for the `count`-th mail to `to` (the first by default) and returns it. */
export async function waitForMail(
  dir: string,
  to: string,
  { count = 1, timeout = 15_000 } = {},
): Promise<CapturedMail> {
  let found: CapturedMail | undefined
  await expect
    .poll(
      async () => {
        found = (await mailsTo(dir, to))[count - 1]
        return Boolean(found)
      },
      { message: `mail number ${count} to ${to} should arrive`, timeout },
    )
    .toBe(true)
  return found!
}
