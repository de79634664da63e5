import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { firstLoadJs, kB } from './lib/first-load-js.ts'
import { formatTable, saveResults } from './lib/report.ts'
import { startShopServer, stopAllServers } from './lib/start-server.ts'

// The back office's first load: the scripts each page's HTML preloads (gzip), for the demo owner,
// who sees every page. The shop's pages are held under 150 kB by the e2e tests; this reports the
// back office's own, page by page.

const USAGE = `Usage: node admin-first-load.ts [--no-save]
  Needs the production build (npm run build). Starts it on a throwaway PGlite database with the
  demo data and signs in as the demo owner.`

const DEMO_OWNER = { email: 'chucuahang@phiencho.vn', password: 'PhienCho@2026' }
const SIGN_IN_PAGE = '/quan-tri/dang-nhap'
const PAGES = [
  SIGN_IN_PAGE,
  '/quan-tri',
  '/quan-tri/don-hang',
  '/quan-tri/don-hang/{code}',
  '/quan-tri/don-hang/in?codes={code}',
  '/quan-tri/nhan-vien',
  '/quan-tri/vai-tro',
  '/quan-tri/cai-dat',
  '/quan-tri/nhat-ky',
  '/quan-tri/bao-mat',
]

/** The staff cookie of a back-office sign-in. */
async function staffCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(DEMO_OWNER),
  })
  if (!response.ok) throw new Error(`Owner sign-in answered ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ')
}

async function anyOrderCode(origin: string, cookie: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/admin/orders?tab=tat-ca`, {
    headers: { accept: 'application/json', cookie },
  })
  if (!response.ok) throw new Error(`Order list answered ${response.status}`)
  const body = (await response.json()) as { data: { code: string }[] }
  if (!body.data[0]) throw new Error('The demo data has no order')
  return body.data[0].code
}

export async function runAdminFirstLoadReport(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'no-save': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    console.log(USAGE)
    return null
  }
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'phiencho-admin-first-load-'))
  const shop = await startShopServer({ databaseUrl: path.join(tmp, 'pglite') })
  try {
    const cookie = await staffCookie(shop.url)
    const code = await anyOrderCode(shop.url, cookie)
    const pages = []
    for (const page of PAGES) {
      const pathname = page.replace('{code}', code)
      const response = await fetch(`${shop.url}${pathname}`, {
        // The sign-in page sends a signed-in person on, so it is read as a visitor sees it.
        headers: { accept: 'text/html', ...(page === SIGN_IN_PAGE ? {} : { cookie }) },
        redirect: 'manual',
      })
      if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`)
      const firstLoad = await firstLoadJs(await response.text())
      pages.push({ path: page, gzipBytes: firstLoad.gzipBytes, scripts: firstLoad.files.length })
    }
    console.log('\nBack-office first-load JS (gzip), signed in as the owner:')
    console.log(
      formatTable(
        ['page', 'first-load kB', 'scripts'],
        pages.map((page) => [page.path, kB(page.gzipBytes), String(page.scripts)]),
      ),
    )
    const report = { pages }
    if (!values['no-save']) console.log(`\nwrote ${await saveResults('admin-first-load', report)}`)
    return report
  } finally {
    await stopAllServers()
    await rm(tmp, { recursive: true, force: true })
  }
}

if (import.meta.main) {
  await runAdminFirstLoadReport(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
