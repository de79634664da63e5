// Text typed in the back office (reasons, notes, names, an article's title and tags) is plain
// text: the web escapes it when it shows it, so nothing here encodes or strips markup; it only
// drops what no reader could see or type.

/** C0 controls but tab and line feed, DEL, C1 controls, and the bidirectional overrides. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/** The text as stored: line breaks as `\n`, invisible controls gone, ends trimmed. */
export function typedText(text: string): string {
  return text.normalize('NFC').replace(/\r\n?/g, '\n').replace(INVISIBLE, '').trim()
}

/** A one-line text (a title, a tag): `typedText` with every run of whitespace one space. */
export function typedLine(text: string): string {
  return typedText(text).replace(/\s+/g, ' ')
}

/** Optional text as stored: null when absent or nothing visible is left. */
export function typedTextOrNull(text: string | null | undefined): string | null {
  return text == null ? null : typedText(text) || null
}
