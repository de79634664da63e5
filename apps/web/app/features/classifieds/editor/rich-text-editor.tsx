import type { Editor, Translations } from 'ckeditor5'
import { type ComponentType, useEffect, useRef, useState } from 'react'

import { FieldMessages, fieldDescribedBy } from '../../../components/ui/form-fields'
import { DEFAULT_EDITOR_LANGUAGE, type EditorLanguage } from './editor-language'
import { EditorLanguageSwitch } from './editor-language-switch'
import type { EditorImageUpload } from './editor-upload-adapter'
import type { ClassicRichTextEditorProps } from './rich-text-editor.client'
import { useEditorDataSync } from './use-editor-data-sync'
import { useEditorLanguage } from './use-editor-language'

interface RichTextEditorProps {
  /** The field's name in the form (a hidden input carries the HTML), its ids are built from it. */
  name: string
  label: string
  initialValue: string
  upload: EditorImageUpload
  placeholder?: string
  error?: string | undefined
  hint?: string
}

type Load =
  | {
      language: EditorLanguage
      attempt: number
      Component: ComponentType<ClassicRichTextEditorProps>
      translations: Translations | undefined
    }
  | { language: EditorLanguage; attempt: number; failed: true }

/**
 * The rich-text field: CKEditor 5 fetched once the page has hydrated (the server and the first
 * paint show a box of the same height), with its interface language as a remembered choice. The
 * HTML reaches the form's hidden input 300 ms after the last change, on blur, and before submit.
 */
export function RichTextEditor({
  name,
  label,
  initialValue,
  upload,
  placeholder,
  error,
  hint,
}: RichTextEditorProps) {
  const id = `field-${name}`
  const describedBy = fieldDescribedBy(id, error, hint)

  const [language, chooseLanguage] = useEditorLanguage()
  const [attempt, setAttempt] = useState(0)
  const [load, setLoad] = useState<Load | null>(null)
  const [warning, setWarning] = useState<string | null>(null)
  // What a remounted editor (another language) starts from: everything typed so far.
  const [startData, setStartData] = useState(initialValue)
  const editorRef = useRef<Editor | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const sync = useEditorDataSync(
    initialValue,
    () => editorRef.current?.getData() ?? null,
    (html) => {
      if (inputRef.current) inputRef.current.value = html
    },
  )

  // The form reads its fields as soon as it is submitted: hand the latest text on before that.
  useEffect(() => {
    const form = inputRef.current?.form
    if (!form) return
    const flush = () => void sync.flush()
    form.addEventListener('submit', flush, { capture: true })
    return () => form.removeEventListener('submit', flush, { capture: true })
  }, [sync])

  useEffect(() => {
    if (!language) return
    let current = true
    import('./rich-text-editor.client')
      .then(async (module) => {
        const translations = await module.loadEditorTranslations(language)
        if (current) {
          setLoad({ language, attempt, Component: module.ClassicRichTextEditor, translations })
        }
      })
      .catch(() => {
        if (current) setLoad({ language, attempt, failed: true })
      })
    return () => {
      current = false
    }
  }, [language, attempt])

  function switchLanguage(next: EditorLanguage) {
    if (next === language) return
    setStartData(sync.flush())
    chooseLanguage(next)
  }

  const current = load && load.language === language ? load : null
  const failed = current !== null && 'failed' in current && current.attempt === attempt

  return (
    <div>
      {/* React writes `defaultValue` again on every render, and a hidden input's value is its
          default: it must be the HTML handed on last, or a render of the page (a field of the
          form typed in) would put the first HTML back. */}
      <input ref={inputRef} type="hidden" name={name} defaultValue={sync.value} />
      <div className="mb-1 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <span className="block text-sm font-medium text-ink-800">
          {label}
          <span className="text-danger-700" aria-hidden="true">
            {' '}
            *
          </span>
        </span>
        <EditorLanguageSwitch
          name={`${name}-language`}
          value={language ?? DEFAULT_EDITOR_LANGUAGE}
          onChange={switchLanguage}
        />
      </div>
      <div
        id={id}
        className={`rich-text-editor ${error ? 'rich-text-editor-invalid' : ''}`}
        data-editor-state={current && !('failed' in current) ? 'ready' : 'loading'}
        // Enter in an input of the toolbar's panels (the list's start index) would submit the
        // form around the editor; there it only confirms the value.
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
            event.preventDefault()
          }
        }}
      >
        {current && !('failed' in current) ? (
          <current.Component
            key={current.language}
            language={current.language}
            translations={current.translations}
            initialData={startData}
            label={label}
            placeholder={placeholder}
            invalid={Boolean(error)}
            describedBy={describedBy}
            upload={(file, signal) => {
              // A refused picture's warning stays until the next picture is sent: the editor
              // removes the refused one right after saying why, which is a change of its own.
              setWarning(null)
              return upload(file, signal)
            }}
            onReady={(editor) => {
              editorRef.current = editor
            }}
            onChange={() => sync.changed()}
            onBlur={() => void sync.flush()}
            onWarning={setWarning}
          />
        ) : (
          <EditorPlaceholder
            loading={language !== null && !failed}
            failed={failed}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )}
      </div>
      {warning ? (
        <p role="alert" className="mt-1 text-sm text-danger-700">
          {warning}
        </p>
      ) : null}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

interface EditorPlaceholderProps {
  loading: boolean
  failed: boolean
  onRetry: () => void
}

/** Stands where the editor will be, at its height, until it has loaded (or when it cannot). */
function EditorPlaceholder({ loading, failed, onRetry }: EditorPlaceholderProps) {
  // Toolbar (2.5rem) + editing area (16rem, editor-content.css) + borders: the editor's height.
  return (
    <div className="flex min-h-[calc(18.5rem+2px)] flex-col rounded-lg border border-ink-300 bg-white">
      <div className="h-10 border-b border-ink-200 bg-ink-50" />
      <div className="flex flex-1 items-center justify-center p-4 text-center text-sm text-ink-600">
        <noscript>
          Trình soạn thảo cần JavaScript. Vui lòng bật JavaScript để viết nội dung tin.
        </noscript>
        {failed ? (
          <p role="alert">
            Không tải được trình soạn thảo.{' '}
            <button type="button" className="link" onClick={onRetry}>
              Thử lại
            </button>
          </p>
        ) : loading ? (
          <span role="status" className="inline-flex items-center gap-2">
            <span className="spinner" aria-hidden="true" />
            Đang tải trình soạn thảo…
          </span>
        ) : null}
      </div>
    </div>
  )
}
