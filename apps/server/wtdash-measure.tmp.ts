import { openDatabase } from './src/db/client.ts'
import { countNewCustomers, countTodo, selectOrderFigures, selectTopProducts } from './src/modules/dashboard/dashboard.repository.ts'
import { getDashboard } from './src/modules/dashboard/dashboard.service.ts'
const handle = await openDatabase(process.argv[2]!, { poolSize: 4 })
const db = handle.db
const today = '2026-11-27'
const now = new Date('2026-11-27T10:00:00Z')
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!.toFixed(2)
for (const [label, from] of [['30 days', '2026-10-29'], ['2 years', '2024-11-28']] as const) {
  const range = { from, to: today }
  const parts: Record<string, () => Promise<unknown>> = {
    figures: () => selectOrderFigures(db, range),
    top: () => selectTopProducts(db, range, today, 10),
    customers: () => countNewCustomers(db, range),
    todo: () => countTodo(db, 5),
    'whole (sequential)': async () => { await selectOrderFigures(db, range); await selectTopProducts(db, range, today, 10); await countNewCustomers(db, range); await countTodo(db, 5) },
    'getDashboard (parallel)': () => getDashboard(db, { range: 'custom', from, to: today } as never, now),
  }
  for (const [name, run] of Object.entries(parts)) {
    for (let i = 0; i < 5; i++) await run()
    const times: number[] = []
    for (let i = 0; i < 40; i++) { const t0 = performance.now(); await run(); times.push(performance.now() - t0) }
    console.log(`${label} ${name}: min ${q(times, 0)} median ${q(times, 0.5)} p90 ${q(times, 0.9)} ms`)
  }
}
await handle.close()
