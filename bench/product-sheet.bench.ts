import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { ADMIN_API_PREFIX, adminPaths, type ProductImportResult } from '@phiencho/contracts'

import { formatGoals, formatMs, formatTable, saveResults } from './lib/report.ts'
import { DEMO_CATALOG_STAFF, signInStaff } from './lib/staff-session.ts'
import { DEFAULT_BENCH_DATABASE, startShopServer, stopAllServers } from './lib/start-server.ts'

// The product sheet: a 10,000-row import (2,500 new products of 4 variants each) as a dry run,
// then applied (one transaction), then the same products re-priced by a second file; and the
// export of the whole catalogue as CSV and as Excel. Against the shop server over HTTP, signed
// in as the demo catalogue staff, on PGlite (the default) or PostgreSQL (--database).

const GOAL_SECONDS = 60

const USAGE = `Usage: node product-sheet.bench.ts [options]
  --database <url|dir>  the shop's database (default: ${DEFAULT_BENCH_DATABASE}; a PostgreSQL URL works too)
  --rows <n>            rows of the import (default: 10000; 4 variants a product)
  --no-save             do not write bench/results/product-sheet-<timestamp>.json`

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    rows: { type: 'string' },
    'no-save': { type: 'boolean' },
    help: { type: 'boolean' },
  },
})
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
const rows = Number(values.rows ?? 10_000)

const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)

/** A sheet of `count` rows: products of four variants (two colours × two sizes). */
function sheet(count: number, category: string, run: string, priceOf: (n: number) => number) {
  const header = [
    'SKU sản phẩm',
    'Tên sản phẩm',
    'Danh mục',
    'Trạng thái',
    'Giá',
    'SKU phân loại',
    'Tên phân loại 1',
    'Giá trị phân loại 1',
    'Tên phân loại 2',
    'Giá trị phân loại 2',
    'Tồn kho',
  ]
  const lines = [header.join(',')]
  for (let n = 0; n < count / 4; n++) {
    for (const colour of ['Đen', 'Trắng']) {
      for (const size of ['M', 'L']) {
        const sku = `BENCH-${run}-${n}`
        lines.push(
          [
            sku,
            `Áo thun thử nghiệm ${run} số ${n}`,
            category,
            'Đang bán',
            String(priceOf(n)),
            `${sku}-${colour === 'Đen' ? 'D' : 'T'}-${size}`,
            'Màu sắc',
            colour,
            'Kích cỡ',
            size,
            '10',
          ]
            .map(quote)
            .join(','),
        )
      }
    }
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`)
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now()
  const value = await work()
  return { value, seconds: (performance.now() - started) / 1000 }
}

async function main() {
  const database = values.database ?? DEFAULT_BENCH_DATABASE
  // An embedded database's folder must exist before the seed makes its files.
  if (!database.includes('://')) {
    await mkdir(path.dirname(path.resolve(import.meta.dirname, '..', database)), {
      recursive: true,
    })
  }
  const shop = await startShopServer({ databaseUrl: database })
  try {
    const token = await signInStaff(shop.url, DEMO_CATALOG_STAFF)
    const auth = { authorization: `Bearer ${token}` }
    const api = (path: string) => `${shop.url}${ADMIN_API_PREFIX}${path}`
    const exportSheet = async (format: 'csv' | 'xlsx') => {
      const response = await fetch(`${api(adminPaths.productsExport)}?format=${format}`, {
        headers: auth,
      })
      if (!response.ok) throw new Error(`Export ${format}: ${response.status}`)
      return Buffer.from(await response.arrayBuffer())
    }
    // A leaf category of the demo catalogue, read from its own export.
    const exported = (await exportSheet('csv')).toString('utf8').split('\r\n')
    const category = exported[1]!.split(',')[3]!
    const run = Date.now().toString(36)
    const send = async (file: Buffer, dryRun: boolean) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'bench.csv')
      const response = await fetch(`${api(adminPaths.productsImport)}?dry_run=${dryRun}`, {
        method: 'POST',
        headers: auth,
        body: form,
      })
      const body = (await response.json()) as ProductImportResult
      if (!response.ok || body.errors.length > 0) {
        throw new Error(`Import: ${response.status} ${JSON.stringify(body).slice(0, 500)}`)
      }
      return body
    }
    const create = sheet(rows, category, run, () => 199_000)
    const reprice = sheet(rows, category, run, (n) => 150_000 + (n % 100) * 1_000)
    const dry = await timed(() => send(create, true))
    const apply = await timed(() => send(create, false))
    const update = await timed(() => send(reprice, false))
    const csv = await timed(() => exportSheet('csv'))
    const xlsx = await timed(() => exportSheet('xlsx'))
    const exportedRows = csv.value.toString('utf8').split('\r\n').length - 2

    const lines = [
      [
        'dry run (new products)',
        String(rows),
        formatMs(dry.seconds, 2),
        `${dry.value.counts.created} to create`,
      ],
      [
        'apply (new products)',
        String(rows),
        formatMs(apply.seconds, 2),
        `${apply.value.counts.created} created`,
      ],
      [
        'apply (new prices)',
        String(rows),
        formatMs(update.seconds, 2),
        `${update.value.counts.updated} updated`,
      ],
      [
        'export CSV',
        String(exportedRows),
        formatMs(csv.seconds, 2),
        `${(csv.value.length / 1e6).toFixed(1)} MB`,
      ],
      [
        'export Excel',
        String(exportedRows),
        formatMs(xlsx.seconds, 2),
        `${(xlsx.value.length / 1e6).toFixed(1)} MB`,
      ],
    ]
    console.log(formatTable(['step', 'rows', 'seconds', 'result'], lines))
    console.log(
      formatGoals([
        {
          goal: `a ${rows}-row import applies in under ${GOAL_SECONDS} s`,
          ok: apply.seconds < GOAL_SECONDS && update.seconds < GOAL_SECONDS,
          measured: `${formatMs(apply.seconds, 1)} s new, ${formatMs(update.seconds, 1)} s re-priced`,
        },
      ]),
    )
    if (!values['no-save']) {
      const file = await saveResults('product-sheet', {
        database: values.database ?? DEFAULT_BENCH_DATABASE,
        rows,
        seconds: {
          dry: dry.seconds,
          apply: apply.seconds,
          update: update.seconds,
          csv: csv.seconds,
          xlsx: xlsx.seconds,
        },
        exportedRows,
      })
      console.log(`saved ${file}`)
    }
  } finally {
    await stopAllServers()
  }
}

await main()
