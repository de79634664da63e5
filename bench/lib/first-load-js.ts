import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { repoRoot } from './start-server.ts'

export const clientBuildDir = path.join(repoRoot, 'apps/web/build/client')

/**
 * The scripts a server-rendered page makes the browser load before it is interactive: the entry,
 * each matched route module and all their static imports. React Router writes them as
 * `modulepreload` links and an inline module script importing the route modules; the shop keeps
 * that script inert and lists the preloads on it, to start both after the first paint (ADR 016).
 */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>()
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) {
    found.add(href!)
  }
  for (const [, list] of html.matchAll(/<script[^>]+data-modulepreload="([^"]*)"/g)) {
    for (const href of list!.split(' ')) if (href) found.add(href)
  }
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) found.add(src!)
  const moduleScripts =
    /<script[^>]*(?:type="module"|id="deferred-hydration")[^>]*>([\s\S]*?)<\/script>/g
  for (const [, script] of html.matchAll(moduleScripts)) {
    for (const [, spec] of script!.matchAll(/import(?:[^'"()]*from)?\s*\(?\s*"([^"]+\.js)"/g)) {
      found.add(spec!)
    }
  }
  return [...found].filter((url) => url.startsWith('/'))
}

export interface ScriptSize {
  url: string
  bytes: number
  /** The built file compressed with gzip at level 9. */
  gzipBytes: number
}

export interface FirstLoadJs {
  files: ScriptSize[]
  bytes: number
  gzipBytes: number
}

/** Sizes of the page's first-load scripts, read from the build the server serves. */
export async function firstLoadJs(html: string, clientDir = clientBuildDir): Promise<FirstLoadJs> {
  const files = await Promise.all(
    firstLoadScripts(html).map(async (url) => {
      const content = await readFile(path.join(clientDir, url.split('?')[0]!))
      return { url, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length }
    }),
  )
  files.sort((a, b) => b.gzipBytes - a.gzipBytes)
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  }
}

/** Bytes as kB of 1,000 bytes, the unit the goals are stated in (Lighthouse's KiB are 1,024). */
export const KB = 1000
export const kB = (bytes: number) => (bytes / KB).toFixed(1)
