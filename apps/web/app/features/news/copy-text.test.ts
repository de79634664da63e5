import { describe, expect, it, vi } from 'vitest'

import { copyText } from './copy-text'

describe('copyText', () => {
  it('uses the clipboard API when there is one', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    const legacyCopy = vi.fn()
    expect(await copyText('https://a.vn', { clipboard: { writeText }, legacyCopy })).toBe(true)
    expect(writeText).toHaveBeenCalledWith('https://a.vn')
    expect(legacyCopy).not.toHaveBeenCalled()
  })

  it('falls back to the old way when the API is missing or refuses', async () => {
    const legacyCopy = vi.fn().mockReturnValue(true)
    expect(await copyText('x', { clipboard: undefined, legacyCopy })).toBe(true)
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'))
    expect(await copyText('x', { clipboard: { writeText }, legacyCopy })).toBe(true)
    expect(legacyCopy).toHaveBeenCalledTimes(2)
  })

  it('says so when nothing could copy', async () => {
    expect(await copyText('x', { legacyCopy: () => false })).toBe(false)
    const throwing = () => {
      throw new Error('no execCommand')
    }
    expect(await copyText('x', { legacyCopy: throwing })).toBe(false)
  })
})
