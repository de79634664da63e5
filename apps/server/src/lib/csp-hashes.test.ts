import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cspForInlineScripts, inlineScriptHashes } from './csp-hashes.ts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inline script hashes for a kept page', () => {
  const html =
    '<head><script nonce="abc">window.a = "Phiên Chợ"</script>' +
    '<script type="module" src="/assets/entry.js" nonce="abc"></script>' +
    '<script type="application/ld+json">{"@type":"WebSite"}</script></head>' +
    '<body><SCRIPT nonce="abc">\nimport("/assets/x.js")\n</SCRIPT>' +
    '<script nonce="abc">window.a = "Phiên Chợ"</script></body>'

  it('hashes the text of each inline script once, skipping scripts loaded by src', () => {
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.a = "Phiên Chợ"'),
      sha('{"@type":"WebSite"}'),
      sha('\nimport("/assets/x.js")\n'),
    ])
  })

  it('puts the hashes where the nonce was, and leaves other policies be', () => {
    const policy = "default-src 'self';script-src 'self' 'nonce-abc';object-src 'none'"
    expect(cspForInlineScripts(policy, 'abc', html)).toBe(
      `default-src 'self';script-src 'self' ${inlineScriptHashes(html).join(' ')};object-src 'none'`,
    )
    expect(cspForInlineScripts(policy, 'abc', '<p>no scripts</p>')).toBe(
      "default-src 'self';script-src 'self';object-src 'none'",
    )
    expect(cspForInlineScripts("script-src 'self' 'unsafe-inline'", 'abc', html)).toBeNull()
    expect(cspForInlineScripts(policy, '', html)).toBeNull()
  })
})
