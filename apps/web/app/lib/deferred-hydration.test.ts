import { describe, expect, it, vi } from 'vitest'

import { DEFERRED_MODULE_ID, deferHydration, GUARDED_RELOAD_SOURCE } from './deferred-hydration'
import { CHUNK_ERROR, RELOAD_GUARD_MS, reloadWithGuard } from './reload-guard'

const moduleText = `import * as route0 from "/assets/root-a1.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-b2.js");`

const page = [
  '<!DOCTYPE html><html lang="vi"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-b2.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/framework-c3.js" nonce="abc"/>',
  '<link nonce="abc" rel="stylesheet" href="/assets/root-d4.css"/></head>',
  '<body><main>Nội dung</main>',
  '<script nonce="abc">window.__reactRouterContext = {};</script>',
  `<script nonce="abc" type="module" async="">${moduleText}</script>`,
  '</body></html>',
].join('')

describe('deferHydration', () => {
  const html = deferHydration(Buffer.from(page)).toString()

  it('takes the modulepreload links out of the head and keeps the stylesheet', () => {
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).toContain('<link nonce="abc" rel="stylesheet" href="/assets/root-d4.css"/>')
  })

  it('keeps the module script inert, word for word, with the modules it preloaded', () => {
    expect(html).not.toContain('type="module"')
    expect(html).toContain(
      `<script type="text/plain" id="${DEFERRED_MODULE_ID}" data-modulepreload="/assets/entry.client-b2.js /assets/framework-c3.js">${moduleText}</script>`,
    )
  })

  it('starts it with a script carrying the page nonce, after the content', () => {
    const start =
      /<script nonce="abc">(\(function startHydration\([\s\S]*?)<\/script><\/body>/.exec(html)
    expect(start).not.toBeNull()
    expect(start![1]).toContain('first-contentful-paint')
    expect(start![1]).toMatch(/\)\(document,"deferred-hydration",function\(\)\{[\s\S]*\/i\)$/)
    expect(start![1]).toContain(`,${GUARDED_RELOAD_SOURCE},${CHUNK_ERROR.toString()})`)
    expect(html.indexOf('<main>')).toBeLessThan(html.indexOf(DEFERRED_MODULE_ID))
    // The context script, which the module reads, still runs first and as it was.
    expect(html).toContain('<script nonce="abc">window.__reactRouterContext = {};</script>')
  })

  it('leaves a document alone when it does not hold exactly one module script', () => {
    const withoutScripts = page.replace(/<script nonce="abc" type="module"[\s\S]*?<\/script>/, '')
    expect(deferHydration(Buffer.from(withoutScripts)).toString()).toBe(withoutScripts)
    const twice = page.replace(
      '</body>',
      `<script type="module" async="">${moduleText}</script></body>`,
    )
    expect(deferHydration(Buffer.from(twice)).toString()).toBe(twice)
  })

  it('keeps a module text that holds replacement patterns as it is', () => {
    const tricky = page.replace(moduleText, () => 'window.x = "$& $1 $$";')
    expect(deferHydration(Buffer.from(tricky)).toString()).toContain(
      '>window.x = "$& $1 $$";</script>',
    )
  })
})

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  }
}

describe('the guarded reload of the start script', () => {
  it('writes the same guard as a function the page can run before any of its modules', () => {
    const storage = memoryStorage()
    const location = { reload: vi.fn() }
    let now = 2_000_000
    const clock = { now: () => now }
    const guardedReload = new Function(
      'sessionStorage',
      'location',
      'Date',
      `return ${GUARDED_RELOAD_SOURCE}`,
    )(storage, location, clock) as () => boolean
    expect(guardedReload()).toBe(true)
    now += RELOAD_GUARD_MS - 1
    expect(guardedReload()).toBe(false)
    expect(location.reload).toHaveBeenCalledTimes(1)
    // The app's own handlers, after the reload, see the same guard.
    expect(reloadWithGuard({ storage, reload: location.reload, now })).toBe(false)
    now += 1
    guardedReload()
    expect(location.reload).toHaveBeenCalledTimes(2)

    const unusable = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {},
    }
    const blocked = { reload: vi.fn() }
    new Function('sessionStorage', 'location', 'Date', `return ${GUARDED_RELOAD_SOURCE}`)(
      unusable,
      blocked,
      clock,
    )()
    expect(blocked.reload).not.toHaveBeenCalled()
  })
})
