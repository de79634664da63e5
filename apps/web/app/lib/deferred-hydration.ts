// The page is server-rendered and works without JavaScript, so its first paint waits for nothing
// but the document and its stylesheet. React Router would have the browser fetch the ~165 kB of
// hydration modules at once (modulepreload links hoisted into <head>, an async module script),
// where on a slow mobile link they share the bandwidth with the stylesheet and the first images
// and push the first paint back by about a second. Here the modules are requested only once the
// page has painted (ADR 016).

/** Id of the inert copy of React Router's module script; its modules are listed on it. */
export const DEFERRED_MODULE_ID = 'deferred-hydration'

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/g

/**
 * Started after the next frame (the first paint), or at once in a hidden tab, which paints
 * nothing. The module script runs as written by React Router; CSP allows it by the page's nonce
 * or, on a kept page, by the hash of the same text (ADR 010).
 */
const START_SCRIPT = `(function(d){var s=d.currentScript,m=d.getElementById('${DEFERRED_MODULE_ID}');function start(){m.dataset.modulepreload.split(' ').forEach(function(h){if(!h)return;var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});var x=d.createElement('script');x.type='module';x.nonce=s.nonce;x.textContent=m.textContent;d.body.appendChild(x)}if(d.visibilityState==='hidden')start();else requestAnimationFrame(function(){setTimeout(start,0)})})(document)`

/**
 * The document with its hydration deferred: the modulepreload links removed and React Router's
 * module script kept inert, with a small script that starts both after the first paint. A
 * document whose markup is not the expected one (no single module script) is returned as it is.
 */
export function deferHydration(html: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)]
  if (scripts.length !== 1) return html
  const [script, nonceAttribute = '', moduleText = ''] = scripts[0]!
  // Each href is kept as the attribute text React wrote, so it needs no escaping again.
  const preloads: string[] = []
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href)
    return ''
  })
  const inert =
    `<script type="text/plain" id="${DEFERRED_MODULE_ID}" data-modulepreload="${preloads.join(' ')}">` +
    `${moduleText}</script><script${nonceAttribute}>${START_SCRIPT}</script>`
  return withoutPreloads.replace(script, () => inert)
}
