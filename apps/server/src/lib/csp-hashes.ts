import { createHash } from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const HAS_SRC = /\ssrc\s*=/i

/** `'sha256-…'` of every inline script of the page: what CSP compares the script's text with. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes ?? '')) continue
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}

/**
 * The policy a kept page is served with: the nonce it was rendered with (which must not be sent
 * twice) replaced by the hashes of its inline scripts, so exactly those scripts run and no other.
 * Null when the policy holds no such nonce (nothing to replace: serve it as it is).
 */
export function cspForInlineScripts(policy: string, nonce: string, html: string): string | null {
  const source = `'nonce-${nonce}'`
  if (!nonce || !policy.includes(source)) return null
  return policy.replaceAll(source, inlineScriptHashes(html).join(' ')).replace(/ +;/g, ';')
}
