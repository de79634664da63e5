import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

export const resultsDir = path.resolve(import.meta.dirname, '../results')

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function formatTable(header: string[], lines: string[][]): string {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => (line[i] ?? '').length)),
  )
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join(
    '\n',
  )
}

export const formatRate = (value: number) => Math.round(value).toLocaleString('en-US')
export const formatMs = (value: number, digits = 1) => value.toFixed(digits)
export const formatShare = (value: number | null) =>
  value === null || !Number.isFinite(value) ? '—' : `${(value * 100).toFixed(1)} %`

export function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The `p`th percentile (nearest rank) of ascending `sorted`; 0 when it is empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/**
 * The median of a figure taken in several pairs of runs, and each pair's figure when there are
 * several (a shared machine drifts from one run to the next).
 */
export function overPairs(values: number[], format: (value: number) => string): string {
  const middle = format(median(values))
  return values.length > 1
    ? `${middle} (median of ${values.length} pairs: ${values.map(format).join(', ')})`
    : middle
}

export interface GoalCheck {
  goal: string
  measured: string
  ok: boolean | null
}

export function formatGoals(checks: GoalCheck[]): string {
  return checks
    .map(({ goal, measured, ok }) => {
      const mark = ok === null ? ' n/a' : ok ? '  ok' : 'MISS'
      return `${mark}  ${goal}: ${measured}`
    })
    .join('\n')
}

/** Where and how a figure was taken; the load generator shares the machine with the server. */
export function machineInfo() {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
    platform: `${os.platform()} ${os.release()}`,
  }
}

/** Writes `bench/results/<bench>-<timestamp>.json` (git-ignored) and returns its path. */
export async function saveResults(bench: string, report: object): Promise<string> {
  await mkdir(resultsDir, { recursive: true })
  const file = path.join(
    resultsDir,
    `${bench}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  )
  await writeFile(file, `${JSON.stringify({ bench, ...machineInfo(), ...report }, null, 2)}\n`)
  return path.relative(process.cwd(), file)
}
