import { readFileSync } from 'node:fs'
import Fastify from 'fastify'
import { type CapturedAnswer, FLOOR_READY_PATH } from './lib/captured-answer.ts'

// The floor a cached answer is measured against: bare Fastify sending, from memory, the very bytes
// and headers the shop server answered with (captured by cached.bench.ts), with no hook, logger or
// lookup beyond its router.
const [portArg, answersFile] = process.argv.slice(2)
const port = Number(portArg)
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  throw new RangeError(`Not a port: ${portArg}`)
if (!answersFile) throw new Error('Usage: node floor-server.ts <port> <answers.json>')

const answers = new Map(
  (JSON.parse(readFileSync(answersFile, 'utf8')) as CapturedAnswer[]).map((answer) => [
    answer.path,
    { ...answer, bytes: Buffer.from(answer.body, 'base64') },
  ]),
)

const app = Fastify({ logger: false })
app.get(FLOOR_READY_PATH, (_request, reply) => void reply.send('ok'))
app.get('/*', (request, reply) => {
  const answer = answers.get(request.url)
  if (!answer) return void reply.code(404).send()
  void reply.code(answer.status).headers(answer.headers).send(answer.bytes)
})

await app.listen({ host: '127.0.0.1', port })
console.log(`floor server on http://127.0.0.1:${port} (${answers.size} answers)`)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0))
  })
}
