import type { HeadersFunction } from 'react-router'

/**
 * `headers` of the routes whose pages show a visitor's own data or take their password: no cache
 * keeps them, neither a shared one nor the browser's (back/forward after a logout included). The
 * routes nested in one without `headers` of their own inherit it, `.data` answers included.
 */
export const privatePageHeaders: HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
})
