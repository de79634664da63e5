import { Parser } from 'htmlparser2'

// What an XSS test compares between a page showing harmless words and the same page showing a
// payload: a payload shown as text leaves the elements, their attribute names and the scripts as
// they were, and is found, decoded, in the text or the attribute values.

export interface PageShape {
  /** Each element in scope with its attribute names (`p[class id]`), counted. */
  elements: Record<string, number>
  /** The decoded text in scope. */
  text: string
  /** The decoded attribute values in scope. */
  attributeValues: string[]
  /** Every <script> of the page, in scope or not. */
  scripts: number
  title: string
  /** The head's <meta> elements by name or property, with their content. */
  meta: Record<string, string>
  /** The page's JSON-LD, parsed. */
  jsonLd: unknown[]
}

/**
 * The shape of `html`: of the whole page, or of the first element `scope` accepts and everything
 * inside it.
 */
export function pageShape(
  html: string,
  scope?: (name: string, attribs: Record<string, string>) => boolean,
): PageShape {
  const shape: PageShape = {
    elements: {},
    text: '',
    attributeValues: [],
    scripts: 0,
    title: '',
    meta: {},
    jsonLd: [],
  }
  // Depth inside the scope; the whole page is always in it.
  let depth = scope ? 0 : 1
  let inTitle = false
  let inJsonLd = false
  let jsonText = ''
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'script') {
          shape.scripts += 1
          inJsonLd = attribs.type === 'application/ld+json'
          jsonText = ''
        }
        if (name === 'title') inTitle = true
        const key = attribs.name ?? attribs.property
        if (name === 'meta' && key) shape.meta[key] = attribs.content ?? ''
        if (depth === 0 && !scope?.(name, attribs)) return
        if (scope) depth += 1
        const element = `${name}[${Object.keys(attribs).sort().join(' ')}]`
        shape.elements[element] = (shape.elements[element] ?? 0) + 1
        shape.attributeValues.push(...Object.values(attribs))
      },
      ontext(text) {
        if (depth > 0) shape.text += text
        if (inTitle) shape.title += text
        if (inJsonLd) jsonText += text
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false
        if (name === 'script' && inJsonLd) {
          shape.jsonLd.push(JSON.parse(jsonText))
          inJsonLd = false
        }
        if (scope && depth > 0) depth -= 1
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return shape
}
