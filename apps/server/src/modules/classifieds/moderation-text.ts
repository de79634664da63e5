// Reasons, notes and topic names typed in the back office are plain text (see lib/typed-text.ts).
export { typedText as moderationText } from '../../lib/typed-text.ts'
