import { SEARCH_QUERY_MAX } from '@phiencho/contracts'

// eslint-disable-next-line no-control-regex -- control characters are what this folds away
const SPACES_AND_CONTROLS = /[\s\u0000-\u001f\u007f]+/g

/**
 * The words of a search box or a `?q=` address as the API takes them: runs of spaces and control
 * characters (a hand-edited `%00` among them, which the API refuses) folded into one space, at most
 * SEARCH_QUERY_MAX characters.
 */
export function readSearchText(value: string | null): string {
  return (value ?? '').replace(SPACES_AND_CONTROLS, ' ').trim().slice(0, SEARCH_QUERY_MAX).trim()
}
