import { parseArgs, type ParseArgsOptionsConfig } from 'node:util'

/** A numeric command-line option: its value, or `fallback` when it was not given. */
export function numberOption(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (!Number.isFinite(parsed) || parsed < 0) throw new RangeError(`--${name} must be a number ≥ 0`)
  return parsed
}

/** A comma-separated list option whose every name must be one of `known`. */
export function listOption<Name extends string>(
  value: string | undefined,
  known: readonly Name[],
  fallback: readonly Name[],
  name: string,
  usage: string,
): Name[] {
  const names = value?.split(',').map((part) => part.trim()) ?? [...fallback]
  const unknown = names.filter((part) => !known.includes(part as Name))
  if (unknown.length > 0) {
    throw new Error(`--${name}: unknown ${unknown.join(', ')} (of ${known.join(', ')})\n${usage}`)
  }
  return names as Name[]
}

/** How hard and how long a bench loads the server, where the bench's own defaults differ. */
export interface LoadDefaults {
  pairs: number
  connections: number
  duration: number
  warmup: number
}

const LOAD_OPTIONS = {
  pairs: { type: 'string' },
  connections: { type: 'string' },
  duration: { type: 'string' },
  warmup: { type: 'string' },
  'no-save': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const satisfies ParseArgsOptionsConfig

/**
 * The options every load bench takes (`--pairs`, `--connections`, `--duration`, `--warmup`,
 * `--no-save`, `--help`) beside the bench's own, which come back as parsed strings.
 */
export function parseBenchOptions<Own extends ParseArgsOptionsConfig>(
  argv: string[],
  own: Own,
  defaults: LoadDefaults,
) {
  const { values } = parseArgs({ args: argv, options: { ...LOAD_OPTIONS, ...own } })
  const load = values as { [K in keyof typeof LOAD_OPTIONS]?: string | boolean }
  const numeric = (name: keyof LoadDefaults) =>
    numberOption(load[name] as string | undefined, defaults[name], name)
  return {
    own: values as { [K in keyof Own]?: string },
    help: load.help === true,
    pairs: Math.max(1, Math.round(numeric('pairs'))),
    connections: Math.max(1, Math.round(numeric('connections'))),
    duration: Math.max(1, numeric('duration')),
    warmup: numeric('warmup'),
    save: load['no-save'] !== true,
  }
}
