/** The editor's own interface language (toolbar, dialogs, messages); the page stays Vietnamese. */
export type EditorLanguage = 'vi' | 'en'

export const EDITOR_LANGUAGES: readonly { value: EditorLanguage; label: string }[] = [
  { value: 'vi', label: 'Tiếng Việt' },
  { value: 'en', label: 'English' },
]

export const DEFAULT_EDITOR_LANGUAGE: EditorLanguage = 'vi'

export const EDITOR_LANGUAGE_KEY = 'phiencho.editor-language'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

function isEditorLanguage(value: unknown): value is EditorLanguage {
  return value === 'vi' || value === 'en'
}

/** The language chosen last time on this browser; Vietnamese when none (or storage is blocked). */
export function readEditorLanguage(storage: Storage | undefined): EditorLanguage {
  try {
    const stored = storage?.getItem(EDITOR_LANGUAGE_KEY)
    return isEditorLanguage(stored) ? stored : DEFAULT_EDITOR_LANGUAGE
  } catch {
    return DEFAULT_EDITOR_LANGUAGE
  }
}

export function saveEditorLanguage(storage: Storage | undefined, language: EditorLanguage): void {
  try {
    storage?.setItem(EDITOR_LANGUAGE_KEY, language)
  } catch {
    // Private mode or a full storage: the choice lasts for this page only.
  }
}
