import vi from 'ckeditor5/translations/vi.js'
import { describe, expect, it } from 'vitest'

import { EDITOR_TOOLBAR, editorConfig } from './editor-config'

const config = (language: 'vi' | 'en' = 'vi') =>
  editorConfig({ language, plugins: [], label: 'Nội dung', placeholder: 'Mô tả' })

describe('editor config', () => {
  it('starts a new undo step every 20 typed characters', () => {
    expect(config().typing?.undoStep).toBe(20)
  })

  it('runs under the GPL licence, without a licence server', () => {
    expect(config().licenseKey).toBe('GPL')
  })

  it('has the toolbar of the classifieds form', () => {
    expect(config().toolbar).toEqual({ items: EDITOR_TOOLBAR, shouldNotGroupWhenFull: false })
    expect(EDITOR_TOOLBAR.filter((item) => item !== '|')).toEqual([
      'heading',
      'bold',
      'italic',
      'underline',
      'link',
      'bulletedList',
      'numberedList',
      'blockQuote',
      'uploadImage',
      'undo',
      'redo',
    ])
  })

  it('offers paragraph and headings 2 to 4', () => {
    expect(config().heading?.options?.map((option) => option.model)).toEqual([
      'paragraph',
      'heading2',
      'heading3',
      'heading4',
    ])
  })

  it('lets lists have a style, a start index and a reversed order', () => {
    expect(config().list).toEqual({
      properties: { styles: true, startIndex: true, reversed: true },
    })
  })

  it('adds https:// to links typed without a protocol', () => {
    expect(config().link?.defaultProtocol).toBe('https://')
  })

  it('uploads the picture types the server takes', () => {
    expect(config().image?.upload?.types).toEqual(['jpeg', 'png', 'webp'])
  })

  it('speaks the chosen language, content in Vietnamese', () => {
    expect(config('en').language).toEqual({ ui: 'en', content: 'vi' })
    expect(config('vi').language).toEqual({ ui: 'vi', content: 'vi' })
    expect(config().root).toEqual({ label: 'Nội dung', placeholder: 'Mô tả' })
  })
})

describe("CKEditor's Vietnamese messages of the list start index", () => {
  const dictionary = (vi as { vi: { dictionary: Record<string, string> } }).vi.dictionary

  it('translates the two messages the English editor shows', () => {
    expect(dictionary['Invalid start index value.']).toBe('Giá trị chỉ mục bắt đầu không hợp lệ.')
    expect(dictionary['Start index must be greater than 0.']).toBe(
      'Chỉ mục bắt đầu phải lớn hơn 0.',
    )
    expect(dictionary['Start at']).toBe('Bắt đầu tại')
  })
})
