import type { EditorConfig, HeadingOption, TypingConfig } from 'ckeditor5'

import type { EditorLanguage } from './editor-language'

export const EDITOR_TOOLBAR = [
  'heading',
  '|',
  'bold',
  'italic',
  'underline',
  'link',
  '|',
  'bulletedList',
  'numberedList',
  'blockQuote',
  '|',
  'uploadImage',
  '|',
  'undo',
  'redo',
]

// CKEditor translates these titles itself ("Heading 2" → "Tiêu đề 2").
const HEADINGS: HeadingOption[] = [
  { model: 'paragraph', title: 'Paragraph', class: 'ck-heading_paragraph' },
  { model: 'heading2', view: 'h2', title: 'Heading 2', class: 'ck-heading_heading2' },
  { model: 'heading3', view: 'h3', title: 'Heading 3', class: 'ck-heading_heading3' },
  { model: 'heading4', view: 'h4', title: 'Heading 4', class: 'ck-heading_heading4' },
]

interface EditorConfigInput {
  language: EditorLanguage
  plugins: NonNullable<EditorConfig['plugins']>
  /** CKEditor's dictionary for `language` (none for English, its own). */
  translations?: EditorConfig['translations']
  label: string
  placeholder?: string
}

/**
 * The ad body editor's configuration. Built from plain values so that it can be checked without a
 * browser; the plugins are passed in by the client-only module that loads CKEditor.
 */
export function editorConfig({
  language,
  plugins,
  translations,
  label,
  placeholder,
}: EditorConfigInput): EditorConfig {
  return {
    // GPL: no licence server is called; CKEditor shows its "Powered by" badge instead.
    licenseKey: 'GPL',
    plugins,
    // The interface follows the visitor's choice; what they write is Vietnamese either way.
    language: { ui: language, content: 'vi' },
    ...(translations ? { translations } : {}),
    root: { label, ...(placeholder ? { placeholder } : {}) },
    toolbar: { items: EDITOR_TOOLBAR, shouldNotGroupWhenFull: false },
    heading: { options: HEADINGS },
    link: { defaultProtocol: 'https://' },
    list: { properties: { styles: true, startIndex: true, reversed: true } },
    image: {
      toolbar: ['toggleImageCaption', 'imageTextAlternative'],
      // What the upload endpoint accepts; the file picker offers only these.
      upload: { types: ['jpeg', 'png', 'webp'] },
    },
    // One undo step per 20 typed characters. (CKEditor's type marks `transformations`,
    // an option of a plugin not used here, as required.)
    typing: { undoStep: 20 } satisfies Partial<TypingConfig> as TypingConfig,
  }
}
