interface CopyEnvironment {
  /** `navigator.clipboard`: absent outside secure contexts (a shop opened over plain http). */
  clipboard?: Pick<Clipboard, 'writeText'> | undefined
  /** The old way (a selected text area and `execCommand('copy')`); true when it worked. */
  legacyCopy: (text: string) => boolean
}

/** Puts `text` on the clipboard by whichever means the browser allows; false when none did. */
export async function copyText(text: string, { clipboard, legacyCopy }: CopyEnvironment) {
  if (clipboard) {
    try {
      await clipboard.writeText(text)
      return true
    } catch {
      // Permission refused or the document not focused: the old way may still work.
    }
  }
  try {
    return legacyCopy(text)
  } catch {
    return false
  }
}
