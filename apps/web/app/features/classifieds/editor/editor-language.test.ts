import { describe, expect, it } from 'vitest'

import { EDITOR_LANGUAGE_KEY, readEditorLanguage, saveEditorLanguage } from './editor-language'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

describe('editor language', () => {
  it('is Vietnamese until another is chosen', () => {
    expect(readEditorLanguage(memoryStorage())).toBe('vi')
    expect(readEditorLanguage(undefined)).toBe('vi')
  })

  it('remembers the choice', () => {
    const storage = memoryStorage()
    saveEditorLanguage(storage, 'en')
    expect(storage.values.get(EDITOR_LANGUAGE_KEY)).toBe('en')
    expect(readEditorLanguage(storage)).toBe('en')
  })

  it('ignores what it does not know and storage that refuses', () => {
    const storage = memoryStorage()
    storage.setItem(EDITOR_LANGUAGE_KEY, 'fr')
    expect(readEditorLanguage(storage)).toBe('vi')
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(readEditorLanguage(blocked)).toBe('vi')
    expect(() => saveEditorLanguage(blocked, 'en')).not.toThrow()
  })
})
