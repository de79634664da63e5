import Fastify from 'fastify'

// The baseline every other figure is divided by: Fastify with nothing but one JSON route.
const port = Number(process.argv[2] ?? process.env.PORT ?? 3100)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  throw new RangeError(`Not a port: ${process.argv[2] ?? process.env.PORT}`)
}

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))

await app.listen({ host: '127.0.0.1', port })
console.log(`hello-world server on http://127.0.0.1:${port}`)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0))
  })
}
