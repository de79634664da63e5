/** `value` as literal text in a `like` pattern: `%`, `_` and `\` match themselves. */
export const likeLiteral = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`)

/** A `like` pattern matching `value` anywhere in the text. */
export const containsPattern = (value: string): string => `%${likeLiteral(value)}%`
