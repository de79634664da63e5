import { readFileSync } from 'node:fs'

import Fastify from 'fastify'
import pg from 'pg'

import type { QueryPlan } from './lib/capture-sql.ts'

// Baseline 2 of the catalogue bench: Fastify and `pg` running the very statements the product
// service issued for each request (captured by catalog.bench.ts), with no Drizzle, zod, mapping
// or cache. `GET /plans/:name/:index` replays one plan and answers the rows as plain JSON.
const [portArg, plansFile] = process.argv.slice(2)
const port = Number(portArg)
if (!Number.isInteger(port) || port < 0 || port > 65_535 || !plansFile) {
  throw new Error('Usage: node bare-sql-server.ts <port> <plans.json>  (DATABASE_URL set)')
}
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl?.startsWith('postgres')) throw new Error('DATABASE_URL must be a postgres:// URL')

const plans = JSON.parse(readFileSync(plansFile, 'utf8')) as Record<string, QueryPlan[]>
// The same pool size as the shop server's default (DATABASE_POOL_SIZE).
const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
})

async function replay(plan: QueryPlan): Promise<unknown[][]> {
  const results: unknown[][] = []
  for (let wave = 0, done = 0; done < plan.length; wave++) {
    const batch = plan.filter((query) => query.wave === wave)
    if (batch.length === 0) continue
    const answers = await Promise.all(
      batch.map((query) =>
        query.name
          ? pool.query({ name: query.name, text: query.text, values: query.values })
          : pool.query(query.text, query.values),
      ),
    )
    for (const answer of answers) results.push(answer.rows as unknown[])
    done += batch.length
  }
  return results
}

const app = Fastify({ logger: false })
app.get('/', async () => ({ plans: Object.keys(plans) }))
app.get<{ Params: { name: string; index: string } }>(
  '/plans/:name/:index',
  async (request, reply) => {
    const plan = plans[request.params.name]?.[Number(request.params.index)]
    if (!plan) return reply.code(404).send({ message: 'No such plan' })
    return { results: await replay(plan) }
  },
)

await app.listen({ host: '127.0.0.1', port })
console.log(`bare SQL server on http://127.0.0.1:${port}`)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0))
  })
}
