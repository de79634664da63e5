// Browser only (React Router leaves `.client` modules out of the server build) and loaded on
// demand by RichTextEditor: neither CKEditor nor its styles are part of any page's first load.
import 'ckeditor5/ckeditor5.css'
import './editor-content.css'

import { CKEditor } from '@ckeditor/ckeditor5-react'
import {
  Autoformat,
  BlockQuote,
  Bold,
  ClassicEditor,
  type Editor,
  Essentials,
  Heading,
  Image,
  ImageCaption,
  ImageTextAlternative,
  ImageToolbar,
  ImageUpload,
  Italic,
  Link,
  List,
  ListProperties,
  Paragraph,
  PasteFromOffice,
  type Translations,
  Underline,
} from 'ckeditor5'
import { useEffect, useMemo, useRef, useState } from 'react'

import { editorConfig } from './editor-config'
import type { EditorLanguage } from './editor-language'
import { type EditorImageUpload, EditorUploadAdapter } from './editor-upload-adapter'

/** CKEditor's Vietnamese dictionary, fetched only when that language is chosen. */
export async function loadEditorTranslations(
  language: EditorLanguage,
): Promise<Translations | undefined> {
  if (language === 'en') return undefined
  const { default: vi } = await import('ckeditor5/translations/vi.js')
  return vi
}

export interface ClassicRichTextEditorProps {
  language: EditorLanguage
  translations: Translations | undefined
  /** The HTML the editor starts with; later changes of it are ignored (the editor owns the text). */
  initialData: string
  label: string
  placeholder?: string
  invalid: boolean
  describedBy?: string
  upload: EditorImageUpload
  onReady: (editor: Editor | null) => void
  onChange: () => void
  onBlur: () => void
  /** A warning the editor would otherwise show with `window.alert` (a refused upload). */
  onWarning: (message: string) => void
}

export function ClassicRichTextEditor({
  language,
  translations,
  initialData,
  label,
  placeholder,
  invalid,
  describedBy,
  upload,
  onReady,
  onChange,
  onBlur,
  onWarning,
}: ClassicRichTextEditorProps) {
  const [editor, setEditor] = useState<Editor | null>(null)
  // Read on every upload: the adapter plugin is created once per editor.
  const uploadRef = useRef(upload)
  const warningRef = useRef(onWarning)
  useEffect(() => {
    uploadRef.current = upload
    warningRef.current = onWarning
  })

  const [startData] = useState(initialData)
  const config = useMemo(() => {
    function UploadAdapterPlugin(instance: Editor) {
      instance.plugins.get('FileRepository').createUploadAdapter = (loader) =>
        new EditorUploadAdapter(loader, (file, signal) => uploadRef.current(file, signal))
    }
    return editorConfig({
      language,
      translations,
      label,
      placeholder,
      plugins: [
        Essentials,
        Paragraph,
        Heading,
        Bold,
        Italic,
        Underline,
        Link,
        List,
        ListProperties,
        BlockQuote,
        Image,
        ImageToolbar,
        ImageCaption,
        ImageTextAlternative,
        ImageUpload,
        PasteFromOffice,
        Autoformat,
        UploadAdapterPlugin,
      ],
    })
  }, [language, translations, label, placeholder])

  // The field's error state lives on the editable itself, where a screen reader is when typing.
  useEffect(() => {
    if (!editor) return
    const view = editor.editing.view
    view.change((writer) => {
      const root = view.document.getRoot()
      if (!root) return
      if (invalid) writer.setAttribute('aria-invalid', 'true', root)
      else writer.removeAttribute('aria-invalid', root)
      if (describedBy) writer.setAttribute('aria-describedby', describedBy, root)
      else writer.removeAttribute('aria-describedby', root)
    })
  }, [editor, invalid, describedBy])

  return (
    <CKEditor
      editor={ClassicEditor}
      config={config}
      data={startData}
      onReady={(instance) => {
        instance.plugins.get('Notification').on(
          'show:warning',
          (event, data: { message: unknown }) => {
            warningRef.current(String(data.message))
            event.stop()
          },
          { priority: 'high' },
        )
        setEditor(instance)
        onReady(instance)
      }}
      onAfterDestroy={() => {
        setEditor(null)
        onReady(null)
      }}
      onChange={() => onChange()}
      onBlur={() => onBlur()}
    />
  )
}
