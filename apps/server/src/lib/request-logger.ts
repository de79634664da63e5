import type { FastifyBaseLogger } from 'fastify'
import type { Bindings, ChildLoggerOptions } from 'pino'

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'

interface LevelAware extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean
}

const knowsLevels = (logger: FastifyBaseLogger): logger is LevelAware =>
  typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function'

/**
 * A request's logger that becomes pino's child of the server's logger (bound to the request's id,
 * and to its staff member once known) only when it logs at a level the server writes. At the
 * production level (`warn`) most requests log nothing, and making two children for each of them
 * was a share of a cheap answer's CPU.
 */
class LazyLogger implements FastifyBaseLogger {
  readonly #server: LevelAware
  readonly #parent: LevelAware | LazyLogger
  readonly #bindings: Bindings
  #made: LevelAware | undefined

  constructor(server: LevelAware, parent: LevelAware | LazyLogger, bindings: Bindings) {
    this.#server = server
    this.#parent = parent
    this.#bindings = bindings
  }

  #real(): LevelAware {
    if (this.#made === undefined) {
      const parent = this.#parent instanceof LazyLogger ? this.#parent.#real() : this.#parent
      this.#made = parent.child(this.#bindings) as LevelAware
    }
    return this.#made
  }

  #log(level: Level, args: unknown[]): void {
    if ((this.#made ?? this.#server).isLevelEnabled(level)) {
      ;(this.#real()[level] as (...all: unknown[]) => void)(...args)
    }
  }

  get level(): string {
    return (this.#made ?? this.#server).level
  }

  set level(value: string) {
    this.#real().level = value
  }

  isLevelEnabled(level: string): boolean {
    return (this.#made ?? this.#server).isLevelEnabled(level)
  }

  // Methods on the prototype: a request's logger is one small object, not seven closures.
  fatal(...args: unknown[]): void {
    this.#log('fatal', args)
  }
  error(...args: unknown[]): void {
    this.#log('error', args)
  }
  warn(...args: unknown[]): void {
    this.#log('warn', args)
  }
  info(...args: unknown[]): void {
    this.#log('info', args)
  }
  debug(...args: unknown[]): void {
    this.#log('debug', args)
  }
  trace(...args: unknown[]): void {
    this.#log('trace', args)
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    if (options && Object.keys(options).length > 0) return this.#real().child(bindings, options)
    return new LazyLogger(this.#server, this, bindings)
  }
}

/**
 * Fastify's `childLoggerFactory`: the lazy logger above, or pino's own child where the route sets
 * its own level or serializers (the lazy one asks the server's level) or the logger is not pino.
 */
export function requestLogger(
  server: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (!knowsLevels(server) || Object.keys(options).length > 0) {
    return server.child(bindings, options)
  }
  return new LazyLogger(server, server, bindings)
}
