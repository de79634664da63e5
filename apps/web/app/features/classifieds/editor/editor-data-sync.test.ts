import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { EDITOR_DATA_DEBOUNCE_MS, EditorDataSync } from './editor-data-sync'

function setup(initial = '') {
  let data: string | null = initial
  const committed: string[] = []
  const read = vi.fn(() => data)
  const sync = new EditorDataSync(initial)
  sync.connect(read, (html) => committed.push(html))
  return {
    sync,
    read,
    committed,
    type: (html: string) => {
      data = html
      sync.changed()
    },
    unmountEditor: () => {
      data = null
    },
  }
}

describe('editor data sync', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits 300 ms after the last change before reading the editor', () => {
    expect(EDITOR_DATA_DEBOUNCE_MS).toBe(300)
    const { type, read, committed } = setup()
    type('<p>X</p>')
    vi.advanceTimersByTime(200)
    type('<p>Xe</p>')
    vi.advanceTimersByTime(299)
    expect(read).not.toHaveBeenCalled()
    expect(committed).toEqual([])
    vi.advanceTimersByTime(1)
    expect(read).toHaveBeenCalledTimes(1)
    expect(committed).toEqual(['<p>Xe</p>'])
  })

  it('reads once for a burst of keystrokes', () => {
    const { type, read, committed } = setup()
    for (const text of ['X', 'Xe', 'Xe ', 'Xe đ', 'Xe đạ', 'Xe đạp']) {
      type(`<p>${text}</p>`)
      vi.advanceTimersByTime(50)
    }
    vi.advanceTimersByTime(EDITOR_DATA_DEBOUNCE_MS)
    expect(read).toHaveBeenCalledTimes(1)
    expect(committed).toEqual(['<p>Xe đạp</p>'])
  })

  it('hands the data on at once on flush (blur, submit) and not again later', () => {
    const { sync, type, committed } = setup()
    type('<p>Xe đạp</p>')
    expect(sync.flush()).toBe('<p>Xe đạp</p>')
    expect(committed).toEqual(['<p>Xe đạp</p>'])
    vi.advanceTimersByTime(EDITOR_DATA_DEBOUNCE_MS * 2)
    expect(committed).toEqual(['<p>Xe đạp</p>'])
  })

  it('hands on changes only', () => {
    const { sync, type, committed } = setup('<p>Cũ</p>')
    type('<p>Cũ</p>')
    vi.advanceTimersByTime(EDITOR_DATA_DEBOUNCE_MS)
    expect(committed).toEqual([])
    expect(sync.value).toBe('<p>Cũ</p>')
  })

  it('keeps the last data while no editor is mounted (switching language)', () => {
    const { sync, type, unmountEditor, committed } = setup()
    type('<p>Xe đạp</p>')
    sync.flush()
    unmountEditor()
    expect(sync.flush()).toBe('<p>Xe đạp</p>')
    expect(committed).toEqual(['<p>Xe đạp</p>'])
  })

  it('follows the latest connection', () => {
    const { sync, type } = setup()
    const later: string[] = []
    sync.connect(
      () => '<p>Mới</p>',
      (html) => later.push(html),
    )
    type('<p>bỏ qua</p>')
    vi.advanceTimersByTime(EDITOR_DATA_DEBOUNCE_MS)
    expect(later).toEqual(['<p>Mới</p>'])
  })
})
