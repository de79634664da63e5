// A rejection's reason is plain text: the web escapes it when it shows it, so nothing here encodes
// or strips markup; it only drops what no reader could see or type (as the classifieds' does).

/** C0 controls but tab and line feed, DEL, C1 controls, and the bidirectional overrides. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/** The text as stored: line breaks as `\n`, invisible controls gone, ends trimmed. */
export function partnerText(text: string): string {
  return text.normalize('NFC').replace(/\r\n?/g, '\n').replace(INVISIBLE, '').trim()
}
