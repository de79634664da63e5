/**
 * Facebook's share dialog for a page: https://developers.facebook.com/docs/sharing/reference/share-dialog
 * (the `sharer.php?u=` form needs no app id).
 */
export function facebookShareUrl(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`
}

/**
 * Zalo's documented share button is a script plugin tied to an Official Account id
 * (`zalo-share-button` with `data-oaid`, sdk.js from sp.zalo.me), which would load a third-party
 * script on every article. A plain link to zalo.me's share address asks for neither.
 */
export function zaloShareUrl(pageUrl: string): string {
  return `https://zalo.me/share?url=${encodeURIComponent(pageUrl)}`
}
