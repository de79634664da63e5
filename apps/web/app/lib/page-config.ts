import type { AuthMode } from './api-client'

// The server writes these into <head>; the browser reads them before it makes any API call.
export const BUILD_ID_META = 'phiencho-build-id'
export const AUTH_MODE_META = 'phiencho-auth-mode'

function readMeta(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null
}

export function readBuildId(): string | null {
  return readMeta(BUILD_ID_META)
}

export function readAuthMode(): AuthMode {
  return readMeta(AUTH_MODE_META) === 'cookie' ? 'cookie' : 'token'
}
