// A rejection's reason is plain text (see lib/typed-text.ts).
export { typedText as partnerText } from '../../lib/typed-text.ts'
