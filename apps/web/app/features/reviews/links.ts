/** The page that writes, shows or edits the review of one order line. */
export function reviewLineHref(orderCode: string, orderItemId: number, edit = false): string {
  return `/my-account/reviews/${encodeURIComponent(orderCode)}/${orderItemId}${edit ? '?sua=1' : ''}`
}
