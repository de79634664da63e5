import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

import { clientBuildDir, firstLoadJs, kB } from './lib/first-load-js.ts'
import { formatTable, saveResults } from './lib/report.ts'
import { startShopServer, stopAllServers } from './lib/start-server.ts'

// The rich-text editor (CKEditor 5, about 230 kB gzip) must load only where it is used, and only
// after the page is interactive. This reads the production build: which files hold the editor,
// how big they are, and which scripts and stylesheets each page loads first, signed in where the
// page needs it. A page whose first load holds an editor file fails the check.

const USAGE = `Usage: node editor-chunk.ts [--no-save]
  Needs the production build (npm run build). Starts it on a throwaway PGlite database with the
  demo data and signs in as the demo customer for the account pages.`

const DEMO_CUSTOMER = { email: 'khachhang@phiencho.vn', password: 'PhienCho@2026' }
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/san-pham', signedIn: false },
  { path: '/tin-tuc', signedIn: false },
  { path: '/muc-rao-vat', signedIn: false },
  { path: '/my-account/manage-classifieds', signedIn: true },
  { path: '/my-account/manage-classifieds/create', signedIn: true },
]

/** Strings only CKEditor's own code carries (its error class and its editing root class). */
const EDITOR_JS_MARKERS = ['CKEditorError', 'ckeditor-duplicated-modules']
const EDITOR_CSS_MARKER = '.ck-editor__editable'

interface BuiltFile {
  url: string
  bytes: number
  gzipBytes: number
}

async function editorFiles(): Promise<BuiltFile[]> {
  const assets = path.join(clientBuildDir, 'assets')
  const found: BuiltFile[] = []
  for (const name of await readdir(assets)) {
    if (!/\.(js|css)$/.test(name)) continue
    const content = await readFile(path.join(assets, name))
    const text = content.toString('utf8')
    const isEditor = name.endsWith('.css')
      ? text.includes(EDITOR_CSS_MARKER)
      : EDITOR_JS_MARKERS.some((marker) => text.includes(marker))
    if (isEditor) {
      found.push({
        url: `/assets/${name}`,
        bytes: content.length,
        gzipBytes: gzipSync(content, { level: 9 }).length,
      })
    }
  }
  return found.sort((a, b) => b.gzipBytes - a.gzipBytes)
}

function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    ([, href]) => href!,
  )
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(DEMO_CUSTOMER),
  })
  if (!response.ok) throw new Error(`Demo customer login answered ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

export async function runEditorChunkReport(argv: string[]) {
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
  const files = await editorFiles()
  if (!files.length) throw new Error('No CKEditor file in apps/web/build/client/assets')
  const editorUrls = new Set(files.map((file) => file.url))
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'phiencho-editor-chunk-'))
  const shop = await startShopServer({ databaseUrl: path.join(tmp, 'pglite') })
  try {
    const token = await signIn(shop.url)
    const pages = []
    for (const page of PAGES) {
      const response = await fetch(`${shop.url}${page.path}`, {
        headers: { accept: 'text/html', ...(page.signedIn ? { cookie: `token=${token}` } : {}) },
        redirect: 'manual',
      })
      const html = await response.text()
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`)
      const firstLoad = await firstLoadJs(html)
      const editorInFirstLoad = [
        ...firstLoad.files.map((file) => file.url),
        ...stylesheets(html),
      ].filter((url) => editorUrls.has(url.split('?')[0]!))
      pages.push({
        path: page.path,
        firstLoadGzipBytes: firstLoad.gzipBytes,
        scripts: firstLoad.files.length,
        editorInFirstLoad,
      })
    }
    const total = files.reduce(
      (sum, file) => ({ bytes: sum.bytes + file.bytes, gzipBytes: sum.gzipBytes + file.gzipBytes }),
      { bytes: 0, gzipBytes: 0 },
    )
    console.log('\nEditor files in the build:')
    console.log(
      formatTable(
        ['file', 'raw kB', 'gzip kB'],
        [
          ...files.map((file) => [file.url, kB(file.bytes), kB(file.gzipBytes)]),
          ['total', kB(total.bytes), kB(total.gzipBytes)],
        ],
      ),
    )
    console.log('\nFirst load of each page:')
    console.log(
      formatTable(
        ['page', 'scripts', 'first-load JS gzip kB', 'editor files in first load'],
        pages.map((page) => [
          page.path,
          String(page.scripts),
          kB(page.firstLoadGzipBytes),
          page.editorInFirstLoad.length ? page.editorInFirstLoad.join(' ') : 'none',
        ]),
      ),
    )
    const leaks = pages.filter((page) => page.editorInFirstLoad.length)
    if (leaks.length) {
      console.log(`\n! the editor is in the first load of ${leaks.map((p) => p.path).join(', ')}`)
      process.exitCode = 1
    }
    if (!values['no-save']) {
      console.log(`\nwrote ${await saveResults('editor-chunk', { files, total, pages })}`)
    }
    return { files, total, pages }
  } finally {
    await stopAllServers()
    await rm(tmp, { recursive: true, force: true })
  }
}

if (import.meta.main) {
  await runEditorChunkReport(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
