import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import packageJson from '../package.json' with { type: 'json' }
import { paginationMeta } from './pagination.ts'

// Pages that only need a path, a constant or a message must not download zod: the bundler drops a
// schema module whose exports are unused only if it is side-effect free (package.json
// `sideEffects`) and the plain values live elsewhere. locale.ts, the one side effect, goes with
// the schema modules that import it.
const dir = import.meta.dirname
const sources = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }))
const importsZod = (text: string) => /^import (?!type )[^;]*from 'zod'/m.test(text)
const ZOD_FREE = /\.constants\.ts$|^(media|paths)\.ts$/

describe('contracts split', () => {
  it('keeps constants, messages, paths and media URLs free of zod and of schema modules', () => {
    const plain = sources.filter(({ file }) => ZOD_FREE.test(file))
    expect(plain.length).toBeGreaterThan(5)
    for (const { file, text } of plain) {
      expect(importsZod(text), `${file} imports zod`).toBe(false)
      for (const [, imported] of text.matchAll(/from '\.\/([\w.-]+)'/g)) {
        expect(ZOD_FREE.test(imported!), `${file} imports ${imported}`).toBe(true)
      }
    }
  })

  it('applies the Vietnamese zod messages in every module that builds schemas', () => {
    for (const { file, text } of sources.filter(({ text }) => importsZod(text))) {
      if (file === 'locale.ts') continue
      expect(text, `${file} should start with import './locale.ts'`).toMatch(
        /^import '\.\/locale\.ts'/m,
      )
    }
    expect(packageJson.sideEffects).toEqual(['./src/locale.ts'])
  })

  it('gives zod messages in Vietnamese', () => {
    const result = paginationMeta.safeParse({
      current_page: 'x',
      per_page: 1,
      total: 1,
      last_page: 1,
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).not.toMatch(/^Invalid input/)
  })
})
