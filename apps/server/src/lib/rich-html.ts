import sanitizeHtml from 'sanitize-html'

// The one gate for HTML that users write (ad bodies from CKEditor 5, article bodies): an allow-list
// of what the editor produces, nothing else. Stored HTML has passed through here.

/** The values of CKEditor 5's list properties (`list-style-type`). */
export const LIST_STYLE_TYPES = [
  'disc',
  'circle',
  'square',
  'decimal',
  'decimal-leading-zero',
  'lower-roman',
  'upper-roman',
  'lower-latin',
  'upper-latin',
  'lower-alpha',
  'upper-alpha',
] as const

export const LINK_REL = 'nofollow ugc noopener'

const listStyle = { 'list-style-type': [new RegExp(`^(?:${LIST_STYLE_TYPES.join('|')})$`)] }

// The URL parser drops tabs and newlines anywhere and trims C0 controls and spaces at both ends:
// `/<TAB>/evil.example` is the protocol-relative `//evil.example` to a browser.
function normaliseUrl(raw: string): string {
  const url = raw.replace(/[\t\n\r]/g, '')
  let start = 0
  let end = url.length
  while (start < end && url.charCodeAt(start) <= 0x20) start++
  while (end > start && url.charCodeAt(end - 1) <= 0x20) end--
  return url.slice(start, end)
}

const hasControlCharacter = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)

/** http(s), mailto and tel, or a path on this site (`/…`, never `//…` or `/\…`). */
function safeHref(raw: string | undefined): string | null {
  if (raw === undefined) return null
  const href = normaliseUrl(raw)
  if (hasControlCharacter(href)) return null
  if (/^(?:https?:\/\/|mailto:|tel:)/i.test(href)) return href
  return /^\/(?![/\\])/.test(href) ? href : null
}

/** Our own media only: `/media/` and plain path segments (no dot-segments, no encoding). */
function safeImageSrc(raw: string | undefined): string | null {
  if (raw === undefined) return null
  const src = normaliseUrl(raw)
  return /^\/media(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/.test(src) ? src : null
}

const DIMENSION = /^\d{1,5}$/
const LIST_START = /^\d{1,9}$/

const richOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'figure',
    'img',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    ol: ['style', 'start', 'reversed'],
    ul: ['style'],
    figure: ['class'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedClasses: { figure: ['image', 'image-style-*'] },
  allowedStyles: { ol: listStyle, ul: listStyle },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Raw-text and foreign elements lose their content too, not only their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'xmp',
    'noembed',
    'noframes',
    'iframe',
    'object',
    'svg',
    'math',
  ],
  nestingLimit: 40,
  // A link or picture whose address was refused goes; a link's text stays. (Renaming the tag in
  // transformTags instead would leave sanitize-html closing a later element with that name.)
  exclusiveFilter: (frame) => {
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag'
    return frame.tag === 'img' && !frame.attribs.src
  },
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeHref(attribs.href)
      if (href === null) return { tagName, attribs: {} }
      return {
        tagName,
        attribs: {
          href,
          rel: LINK_REL,
          ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        },
      }
    },
    img: (tagName, attribs) => {
      const src = safeImageSrc(attribs.src)
      if (src === null) return { tagName, attribs: {} }
      const kept: Record<string, string> = { src, alt: attribs.alt ?? '' }
      if (attribs.width && DIMENSION.test(attribs.width)) kept.width = attribs.width
      if (attribs.height && DIMENSION.test(attribs.height)) kept.height = attribs.height
      return { tagName, attribs: kept }
    },
    ol: (tagName, attribs) => {
      const kept: Record<string, string> = {}
      if (attribs.style !== undefined) kept.style = attribs.style
      if (attribs.start !== undefined && LIST_START.test(attribs.start.trim()))
        kept.start = String(Number(attribs.start.trim()))
      if (attribs.reversed !== undefined) kept.reversed = ''
      return { tagName, attribs: kept }
    },
  },
}

/** HTML from the editor, reduced to the allow-list (see docs/domain.md: stored HTML). */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, richOptions).trim()
}

// Boundaries of block elements become spaces, so that `<p>a</p><p>b</p>` reads "a b".
const BLOCK_BOUNDARY =
  /<\/?(?:p|br|h[1-6]|li|ul|ol|blockquote|figure|figcaption|div|section|article|tr|td|th|hr|pre)\b/gi

const textOnly: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: richOptions.nonTextTags!,
}

// With no tag allowed, sanitize-html's output is the decoded text with only `& < > "` escaped.
const unescapeText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

/** The visible text of some HTML, whitespace collapsed: for length checks and excerpts. */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_BOUNDARY, ' $&'), textOnly)
  return unescapeText(text).replace(/\s+/g, ' ').trim()
}

/**
 * A one-line plain text field (a title): every tag goes, its text stays, whitespace collapses.
 * Repeated until nothing changes, so that `&lt;script&gt;` cannot come back as a tag either.
 */
export function sanitizePlainText(text: string): string {
  let current = text.replace(/\s+/g, ' ').trim()
  for (let round = 0; round < 5; round++) {
    const next = plainTextOf(current)
    if (next === current) return current
    current = next
  }
  // Still changing after five rounds: an adversarial nesting of entities. Keep no angle brackets.
  return current.replace(/[<>]/g, '')
}
