import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { requestLogger } from './request-logger.ts'

function serverLogger(level: string) {
  const lines: Array<Record<string, unknown>> = []
  const logger = pino(
    { level },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  )
  let children = 0
  const original = logger.child
  // Children inherit this method, so it counts their children too.
  logger.child = function (this: typeof logger, ...args: Parameters<typeof original>) {
    children++
    return original.apply(this, args)
  } as typeof logger.child
  return { logger, lines, children: () => children }
}

describe('a request’s logger', () => {
  it('makes no pino child while nothing it is asked to log is written', () => {
    const server = serverLogger('warn')
    const log = requestLogger(server.logger, { reqId: 'r-1' }, {})
    log.info('incoming request')
    log.debug('detail')
    log.child({ actorId: 7 }).info('request completed')
    expect(server.lines).toEqual([])
    expect(server.children()).toBe(0)
    expect(log.level).toBe('warn')
  })

  it('writes what it logs at an enabled level with the request’s bindings, then its child’s', () => {
    const server = serverLogger('warn')
    const log = requestLogger(server.logger, { reqId: 'r-2' }, {})
    const actor = log.child({ actorId: 7 })
    actor.warn({ code: 'X' }, 'refused')
    log.error('failed')
    expect(
      server.lines.map(({ msg, reqId, actorId, code }) => ({ msg, reqId, actorId, code })),
    ).toEqual([
      { msg: 'refused', reqId: 'r-2', actorId: 7, code: 'X' },
      { msg: 'failed', reqId: 'r-2', actorId: undefined, code: undefined },
    ])
    // One child for the request, made once, and one for the staff member.
    expect(server.children()).toBe(2)
  })

  it('writes info at the info level, as pino’s own child would', () => {
    const server = serverLogger('info')
    requestLogger(server.logger, { reqId: 'r-3' }, {}).info('incoming request')
    expect(server.lines).toMatchObject([{ msg: 'incoming request', reqId: 'r-3', level: 30 }])
  })

  it('is pino’s own child where the route sets a level of its own', () => {
    const server = serverLogger('warn')
    const log = requestLogger(server.logger, { reqId: 'r-4' }, { level: 'info' })
    log.info('kept')
    expect(server.lines).toMatchObject([{ msg: 'kept', reqId: 'r-4' }])
  })
})
