import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'
import { nullCharacterPath } from './null-characters.ts'

describe('nullCharacterPath', () => {
  it('names the first field whose text holds U+0000', () => {
    expect(nullCharacterPath({ name: 'An', address: { street: 'Số 1\u0000' } })).toBe(
      'address.street',
    )
    expect(nullCharacterPath({ brand: ['samsung', 'a\u0000'] })).toBe('brand.1')
    expect(nullCharacterPath('\u0000')).toBe('')
    expect(nullCharacterPath({ ['k\u0000']: 1 })).toBe('k\u0000')
    // A query string's record, as fast-querystring builds it (a prototype without Object's).
    function Empty() {}
    Empty.prototype = Object.create(null)
    const query = Object.assign(new (Empty as unknown as new () => object)(), { q: 'ao\u0000' })
    expect(nullCharacterPath(query)).toBe('q')
  })

  it('passes ordinary input, and what a parser did not make (buffers) unread', () => {
    expect(nullCharacterPath({ name: 'Nguyễn Văn An', tags: ['a', 1, null, true], n: 0 })).toBe(
      null,
    )
    expect(nullCharacterPath(undefined)).toBe(null)
    expect(nullCharacterPath({ file: Buffer.from([0, 0, 0]) })).toBe(null)
    expect(nullCharacterPath({ upload: Readable.from(['\u0000']) })).toBe(null)
  })

  it('walks a deeply nested body without running out of stack', () => {
    let deep: unknown = 'x\u0000'
    for (let i = 0; i < 200_000; i++) deep = [deep]
    expect(nullCharacterPath(deep)).toMatch(/^(0\.){199999}0$/)
  })
})
