// Review bodies, replies and reasons are plain text: the web escapes them when it shows them, so
// nothing here encodes or strips markup; it only drops what no reader could see or type.

/** C0 controls but tab and line feed, DEL, C1 controls, and the bidirectional overrides. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/** The text as stored: line breaks as `\n`, invisible controls gone, ends trimmed. */
export function plainText(text: string): string {
  return text.normalize('NFC').replace(/\r\n?/g, '\n').replace(INVISIBLE, '').trim()
}

/**
 * The author as shown to every visitor: the first word whole, each other word shortened to its
 * initial ("Nguyễn Văn An" → "Nguyễn V. A.").
 */
export function shortAuthorName(name: string): string {
  const [first, ...others] = name.normalize('NFC').trim().split(/\s+/u).filter(Boolean)
  if (!first) return 'Người mua'
  const initials = others.map((word) => `${Array.from(word)[0]!.toLocaleUpperCase('vi')}.`)
  return [first, ...initials].join(' ')
}
