// The page is server-rendered and works without JavaScript, so its first paint waits for nothing
// but the document and its stylesheet. React Router would have the browser fetch the ~165 kB of
// hydration modules at once (modulepreload links hoisted into <head>, an async module script),
// where on a slow mobile link they share the bandwidth with the stylesheet and the first images
// and push the first paint back by about a second. Here the modules are requested only once the
// page has painted (ADR 016).

import { CHUNK_ERROR, claimReload, GUARD_KEY, RELOAD_GUARD_MS } from './reload-guard'

/**
 * The app's guarded reload (`reloadWithGuard`: at most once in 10 s, the same sessionStorage key)
 * as the text of a function expression, for the inline start script, which runs before any of
 * the app's modules. Answers whether it reloaded.
 */
export const GUARDED_RELOAD_SOURCE = `function(){try{if((${claimReload.toString()})(sessionStorage,${JSON.stringify(GUARD_KEY)},${RELOAD_GUARD_MS},Date.now())){location.reload();return true}}catch(e){}return false}`

/** Id of the inert copy of React Router's module script; its modules are listed on it. */
export const DEFERRED_MODULE_ID = 'deferred-hydration'

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const MODULE_SCRIPT = /^<script( nonce="[^"]*")? type="module" async="">([\s\S]*)<\/script>$/
const MODULE_SCRIPT_MARK = ' type="module" async="">'
const HEAD_END = '</head>'
const SCRIPT_END = '</script>'

/**
 * Runs in the browser, inline after the content: stringified, so it uses nothing from outside.
 * The modules are requested once the page's first contentful paint is recorded: an animation
 * frame alone is not enough, as Chromium records the paint later than the frame's callbacks. A
 * browser without paint timing waits for a frame; a hidden tab, which paints nothing, starts at
 * once; and a page whose paint is not recorded within 3 s starts anyway. The module script runs
 * as written by React Router; CSP allows it by the page's nonce or, on a kept page, by the hash of
 * the same text (ADR 010). When one of its modules fails to arrive (a dropped connection, a chunk
 * of a build that is gone), none of the page's code runs, so nothing of the app could recover:
 * the browser fires `error` at the script, and the page reloads, at most once in 10 s. The app's
 * entry module, imported by that script rather than from it, fails as a rejected import: the
 * same reload answers that one, until the app's own handlers (`reloadOnChunkErrors`) exist.
 */
function startHydration(d: Document, id: string, reloadGuarded: () => boolean, chunkError: RegExp) {
  const script = d.currentScript as HTMLScriptElement
  const inert = d.getElementById(id) as HTMLScriptElement
  let started = false
  function start() {
    if (started) return
    started = true
    inert.dataset.modulepreload!.split(' ').forEach(function (href) {
      if (!href) return
      const link = d.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      d.head.appendChild(link)
    })
    const module = d.createElement('script')
    module.type = 'module'
    module.nonce = script.nonce
    module.textContent = inert.textContent
    module.onerror = function () {
      reloadGuarded()
    }
    addEventListener('unhandledrejection', function (event) {
      const reason = event.reason
      if (reason instanceof Error && chunkError.test(reason.message) && reloadGuarded()) {
        event.preventDefault()
      }
    })
    d.body.appendChild(module)
  }
  function soon() {
    setTimeout(start, 0)
  }
  const paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0
  if (d.visibilityState === 'hidden') {
    start()
  } else if (paintTiming) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      soon()
    }).observe({ type: 'paint', buffered: true })
    setTimeout(start, 3000)
  } else {
    requestAnimationFrame(soon)
  }
}

const START_SCRIPT = `(${startHydration.toString()})(document,${JSON.stringify(DEFERRED_MODULE_ID)},${GUARDED_RELOAD_SOURCE},${CHUNK_ERROR.toString()})`

/**
 * The document with its hydration deferred: the modulepreload links removed and React Router's
 * module script kept inert, with a small script that starts both after the first paint. A
 * document whose markup is not the expected one (no single module script) is returned as it is.
 * It runs on every rendered page, so it works on the bytes React wrote and decodes only the head
 * and the module script.
 */
export function deferHydration(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf(HEAD_END)
  const mark = html.indexOf(MODULE_SCRIPT_MARK, headEnd)
  if (headEnd < 0 || mark < 0 || html.includes(MODULE_SCRIPT_MARK, mark + 1)) return html
  const scriptStart = html.lastIndexOf('<script', mark)
  const scriptEnd = html.indexOf(SCRIPT_END, mark) + SCRIPT_END.length
  if (scriptStart < headEnd || scriptEnd < SCRIPT_END.length) return html
  const found = MODULE_SCRIPT.exec(html.toString('utf8', scriptStart, scriptEnd))
  if (!found) return html
  const [, nonceAttribute = '', moduleText = ''] = found
  // Each href is kept as the attribute text React wrote, so it needs no escaping again.
  const preloads: string[] = []
  const head = html.toString('utf8', 0, headEnd).replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href)
    return ''
  })
  const inert =
    `<script type="text/plain" id="${DEFERRED_MODULE_ID}" data-modulepreload="${preloads.join(' ')}">` +
    `${moduleText}</script><script${nonceAttribute}>${START_SCRIPT}</script>`
  return Buffer.concat([
    Buffer.from(head),
    html.subarray(headEnd, scriptStart),
    Buffer.from(inert),
    html.subarray(scriptEnd),
  ])
}
