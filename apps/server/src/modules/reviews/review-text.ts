// Review bodies, replies and reasons are plain text, kept as typed (lib/typed-text.ts).
export { typedText as plainText } from '../../lib/typed-text.ts'

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
