/**
 * Where the first string holding U+0000 is, as a dotted path (`name`, `brand.0`; '' for the value
 * itself), or null when there is none. PostgreSQL text cannot hold that character: a query with it
 * fails, so such input is refused before it reaches one. Only what a parser makes of a request is
 * walked (plain objects, arrays, strings), iteratively, so a deeply nested body cannot exhaust the
 * stack.
 */
export function nullCharacterPath(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']]
  while (stack.length > 0) {
    const [current, path] = stack.pop()!
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], join(path, String(i))])
    } else if (isPlainObject(current)) {
      const entries = Object.entries(current)
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!
        if (key.includes('\u0000')) return join(path, key)
        stack.push([item, join(path, key)])
      }
    }
  }
  return null
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key
}

/** A record as parsers make them: the query string's and the route's have prototypes of their own. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    Object.prototype.toString.call(value) === '[object Object]' &&
    typeof (value as { pipe?: unknown }).pipe !== 'function'
  )
}
