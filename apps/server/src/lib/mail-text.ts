import type { MailMessage } from './mailer.ts'

// The shop's plain transactional mails: what a person typed (names, titles, reasons) goes into the
// HTML part escaped.

/** `&`, `<`, `>`, `"` and `'` as numeric references, for HTML text and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Where the mails' links lead and whom they are from. */
export interface MailContext {
  siteName: string
  appUrl: string
}

/**
 * A mail of plain lines (an empty line between paragraphs in the text part) and an optional link
 * after them; the HTML part has a paragraph a line.
 */
export function linesMail(
  to: string,
  subject: string,
  lines: string[],
  link?: string,
): MailMessage {
  const text = [...lines, ...(link ? ['', link] : [])].join('\n')
  const html = [
    ...lines.filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`),
    link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '',
  ].join('\n')
  return { to, subject, text, html }
}
