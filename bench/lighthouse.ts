import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'

import { clientBuildDir, type FirstLoadJs, firstLoadJs, KB, kB } from './lib/first-load-js.ts'
import { formatGoals, formatTable, type GoalCheck, machineInfo, resultsDir } from './lib/report.ts'
import { nodeBinary, repoRoot, startShopServer, stopAllServers } from './lib/start-server.ts'

// Lighthouse (mobile emulation, its default) on the production build, served by a server this
// script starts on a throwaway PGlite database with the demo data. Chromium is Debian's; nothing
// is downloaded.

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const GOALS = { score: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02, firstLoadKb: 150 }

const USAGE = `Usage: node lighthouse.ts [options]
  --routes <a,b>   paths to audit (default: /, /san-pham and a product page found through the API)
  --runs <n>       Lighthouse runs per path; the median performance run is kept (default: 1)
  --build          run \`npm run build\` first (default: only when apps/web/build is missing)
  --no-save        do not write bench/results/lighthouse-<timestamp>/`

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      routes: { type: 'string' },
      runs: { type: 'string' },
      build: { type: 'boolean', default: false },
      'no-save': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  const runs = Number(values.runs ?? 1)
  if (!Number.isInteger(runs) || runs < 1) throw new RangeError('--runs must be a whole number ≥ 1')
  const routes = values.routes?.split(',').map((route) => route.trim())
  if (routes?.some((route) => !route.startsWith('/')))
    throw new Error('--routes takes paths: /, /san-pham')
  return { help: values.help, routes, runs, build: values.build, save: !values['no-save'] }
}

function buildWeb(): Promise<void> {
  return new Promise((resolve, reject) => {
    console.log('npm run build…')
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    const child = spawn(npm, ['run', 'build'], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      // npm scripts find the pinned Node 24 first on PATH
      env: {
        ...process.env,
        PATH: `${path.dirname(nodeBinary())}${path.delimiter}${process.env.PATH}`,
      },
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build exited ${code}`)),
    )
  })
}

async function productPage(origin: string): Promise<string | null> {
  const response = await fetch(`${origin}/api/v1/products?per_page=1&sort=best_selling`)
  const page = (await response.json()) as { data?: Array<{ slug: string }> }
  const slug = page.data?.[0]?.slug
  return slug ? `/san-pham/${encodeURIComponent(slug)}` : null
}

interface RouteResult {
  path: string
  status: number
  skipped: string | null
  scores: Partial<Record<(typeof CATEGORIES)[number], number>>
  lcpMs: number | null
  clsValue: number | null
  tbtMs: number | null
  fcpMs: number | null
  /**
   * Scripts as Lighthouse saw them, bytes on the wire (the server's br or gzip): all of them
   * (with the routes React Router prefetches after load) and those of the first load only.
   */
  scripts: { count: number; transferBytes: number; firstLoadTransferBytes: number } | null
  /** The page's first-load scripts from its HTML, gzip -9 of the built files. */
  firstLoad: FirstLoadJs | null
  lighthouseVersion: string | null
  runWarnings: string[]
}

interface NetworkItem {
  url: string
  resourceType?: string
  transferSize?: number
  resourceSize?: number
}

function summarise(lhr: Result, firstLoadUrls: string[]) {
  const score = (id: (typeof CATEGORIES)[number]) => {
    const value = lhr.categories[id]?.score
    return typeof value === 'number' ? Math.round(value * 100) : undefined
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
    ?.items ?? []) as NetworkItem[]
  const scripts = items.filter((item) => item.resourceType === 'Script')
  const firstLoad = new Set(firstLoadUrls)
  const wire = (list: NetworkItem[]) =>
    list.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  const errors = Object.entries(lhr.audits)
    .filter(([, audit]) => audit.errorMessage)
    .map(([id, audit]) => `${id}: ${audit.errorMessage}`)
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, score(id)]).filter(([, value]) => value !== undefined),
    ) as RouteResult['scores'],
    lcpMs: numeric('largest-contentful-paint'),
    clsValue: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    scripts: {
      count: scripts.length,
      transferBytes: wire(scripts),
      firstLoadTransferBytes: wire(
        scripts.filter((item) => firstLoad.has(new URL(item.url).pathname)),
      ),
    },
    lighthouseVersion: lhr.lighthouseVersion,
    runWarnings: [
      ...lhr.runWarnings,
      ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ...errors,
    ],
  }
}

interface Browser {
  port: number
  close(): Promise<void>
}

/**
 * Each run gets a Chromium of its own, with a fresh profile, as Lighthouse CI does: runs sharing one
 * browser now and then lost the page's trace (NO_NAVSTART, about 1 run in 20).
 */
async function launchChromium(profiles: string): Promise<Browser> {
  const userDataDir = await mkdtemp(path.join(profiles, 'run-'))
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  })
  return {
    port: chrome.port,
    async close() {
      chrome.kill()
      await rm(userDataDir, { recursive: true, force: true })
    },
  }
}

async function audit(url: string, launch: () => Promise<Browser>, runs: number) {
  const results: Result[] = []
  for (let run = 0; run < runs; run++) {
    const chrome = await launch()
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    }).finally(() => chrome.close())
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    results.push(result.lhr)
    if (runs > 1) {
      const { categories, audits } = result.lhr
      const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN)
      console.log(
        `  run ${run + 1}: performance ${Math.round((categories.performance?.score ?? 0) * 100)}, TBT ${ms('total-blocking-time')} ms, LCP ${ms('largest-contentful-paint')} ms${result.lhr.runtimeError ? ` (${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message})` : ''}`,
      )
    }
  }
  const performance = (lhr: Result) => lhr.categories.performance?.score ?? 0
  // A run that failed (no paint recorded, say) is reported only when every run failed.
  const completed = results.filter((lhr) => !lhr.runtimeError)
  const kept = completed.length > 0 ? completed : results
  kept.sort((a, b) => performance(a) - performance(b))
  return kept[Math.floor((kept.length - 1) / 2)]!
}

function goalChecks(results: RouteResult[]): GoalCheck[] {
  const checks: GoalCheck[] = []
  for (const result of results.filter((r) => !r.skipped)) {
    for (const id of CATEGORIES) {
      const value = result.scores[id]
      checks.push({
        goal: `${result.path} ${id} ≥ ${GOALS.score}`,
        measured: value === undefined ? 'no score' : String(value),
        ok: value === undefined ? null : value >= GOALS.score,
      })
    }
    const metric = (goal: string, value: number | null, limit: number, unit: string) =>
      checks.push({
        goal: `${result.path} ${goal} < ${limit}${unit}`,
        measured:
          value === null
            ? 'n/a'
            : `${unit === ' ms' ? Math.round(value) : value.toFixed(3)}${unit}`,
        ok: value === null ? null : value < limit,
      })
    metric('LCP', result.lcpMs, GOALS.lcpMs, ' ms')
    metric('TBT', result.tbtMs, GOALS.tbtMs, ' ms')
    metric('CLS', result.clsValue, GOALS.cls, '')
    const firstLoad = result.firstLoad ? result.firstLoad.gzipBytes / KB : null
    checks.push({
      goal: `${result.path} first-load JS < ${GOALS.firstLoadKb} kB gzip`,
      measured: firstLoad === null ? 'n/a' : `${firstLoad.toFixed(1)} kB`,
      ok: firstLoad === null ? null : firstLoad < GOALS.firstLoadKb,
    })
  }
  return checks
}

export async function runLighthouse(argv: string[]): Promise<RouteResult[]> {
  const options = parseOptions(argv)
  if (options.help) {
    console.log(USAGE)
    return []
  }
  if (!existsSync(CHROMIUM))
    throw new Error(`No Chromium at ${CHROMIUM} (apt-get install chromium)`)
  if (options.build || !existsSync(clientBuildDir)) await buildWeb()

  const tmp = await mkdtemp(path.join(os.tmpdir(), 'phiencho-lighthouse-'))
  // the runs' browser profiles, removed with the temporary folder
  const profiles = path.join(tmp, 'chromium')
  let browser: Promise<Browser> | undefined
  const launch = () => (browser = launchChromium(profiles))
  let stopping: Promise<void> | undefined
  // Once, however many signals arrive: a browser still starting is awaited and closed too.
  const stop = () =>
    (stopping ??= (async () => {
      await (await browser?.catch(() => undefined))?.close()
      await stopAllServers()
      await rm(tmp, { recursive: true, force: true })
    })())
  const onSignal = () => void stop().then(() => process.exit(130))
  // `on`, not `once`: a second signal (`timeout` and `pkill` both send one) would otherwise end
  // the process halfway through closing the browser.
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  try {
    console.log('starting the production server on a fresh PGlite database (demo seed)…')
    const shop = await startShopServer({ databaseUrl: path.join(tmp, 'pglite') })
    const routes = options.routes ?? [
      '/',
      '/san-pham',
      (await productPage(shop.url)) ?? '/san-pham/',
    ]
    await mkdir(profiles)

    const results: RouteResult[] = []
    const reports: Array<{ path: string; lhr: Result }> = []
    for (const route of routes) {
      const url = `${shop.url}${route}`
      const response = await fetch(url, { headers: { accept: 'text/html' } })
      const html = await response.text()
      const base: RouteResult = {
        path: route,
        status: response.status,
        skipped: null,
        scores: {},
        lcpMs: null,
        clsValue: null,
        tbtMs: null,
        fcpMs: null,
        scripts: null,
        firstLoad: null,
        lighthouseVersion: null,
        runWarnings: [],
      }
      if (!response.ok) {
        console.log(`! ${route} answered ${response.status}: skipped (is the page built yet?)`)
        results.push({ ...base, skipped: `answered ${response.status}` })
        continue
      }
      console.log(`lighthouse ${route} (${options.runs} run${options.runs > 1 ? 's' : ''})…`)
      const lhr = await audit(url, launch, options.runs)
      reports.push({ path: route, lhr })
      const firstLoad = await firstLoadJs(html)
      const urls = firstLoad.files.map((file) => file.url)
      results.push({ ...base, ...summarise(lhr, urls), firstLoad })
    }

    const lines = results.map((r) =>
      r.skipped
        ? [r.path, r.skipped, '', '', '', '', '', '', '', '']
        : [
            r.path,
            ...CATEGORIES.map((id) => String(r.scores[id] ?? '—')),
            r.lcpMs === null ? '—' : String(Math.round(r.lcpMs)),
            r.clsValue === null ? '—' : r.clsValue.toFixed(3),
            r.tbtMs === null ? '—' : String(Math.round(r.tbtMs)),
            r.firstLoad ? `${kB(r.firstLoad.gzipBytes)} (${r.firstLoad.files.length})` : '—',
            r.scripts
              ? `${kB(r.scripts.firstLoadTransferBytes)} / ${kB(r.scripts.transferBytes)}`
              : '—',
          ],
    )
    const header = ['path', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP ms', 'CLS', 'TBT ms']
    console.log(
      `\n${formatTable([...header, 'first-load JS kB gz (files)', 'wire kB first / all'], lines)}`,
    )
    console.log(
      "\nfirst-load JS: the page's modulepreload and module scripts, gzip -9 of the built files. On the wire: Lighthouse's transferSize (the server sends br to Chromium) of those, and of every script including the routes prefetched after load.",
    )
    for (const r of results) {
      if (!r.firstLoad) continue
      const top = r.firstLoad.files
        .slice(0, 4)
        .map((f) => `${path.basename(f.url)} ${kB(f.gzipBytes)}`)
      console.log(`  ${r.path}: ${top.join(', ')}, …`)
      for (const warning of r.runWarnings) console.log(`  ! ${warning}`)
    }
    const checks = goalChecks(results)
    console.log(
      `\nGoals (mobile emulation, simulated throttling, shared machine):\n${formatGoals(checks)}`,
    )

    if (options.save) {
      const dir = path.join(
        resultsDir,
        `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}`,
      )
      await mkdir(dir, { recursive: true })
      await writeFile(
        path.join(dir, 'summary.json'),
        `${JSON.stringify({ bench: 'lighthouse', ...machineInfo(), runs: options.runs, results, goals: checks }, null, 2)}\n`,
      )
      for (const { path: route, lhr } of reports) {
        const name = route === '/' ? 'home' : route.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '_')
        await writeFile(path.join(dir, `${name}.report.json`), JSON.stringify(lhr))
      }
      console.log(`\nwrote ${path.relative(process.cwd(), dir)}/`)
    }
    return results
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    await stop()
  }
}

if (import.meta.main) {
  await runLighthouse(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
