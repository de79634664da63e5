import { useCallback, useSyncExternalStore } from 'react'

import { type EditorLanguage, readEditorLanguage, saveEditorLanguage } from './editor-language'

const listeners = new Set<() => void>()
// What was chosen on this page: it stands even where storage refuses to keep it. Another tab's
// choice is read on the next page, not applied to an editor someone is typing in.
let chosenHere: EditorLanguage | null = null

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const browserLanguage = () => chosenHere ?? readEditorLanguage(window.localStorage)
// Nothing is known of the choice while rendering on the server: the editor is not drawn there.
const serverLanguage = () => null

/** The remembered editor language (null until hydrated) and a way to change it. */
export function useEditorLanguage(): [EditorLanguage | null, (language: EditorLanguage) => void] {
  const language = useSyncExternalStore(subscribe, browserLanguage, serverLanguage)
  const choose = useCallback((next: EditorLanguage) => {
    saveEditorLanguage(window.localStorage, next)
    chosenHere = next
    for (const listener of listeners) listener()
  }, [])
  return [language, choose]
}
