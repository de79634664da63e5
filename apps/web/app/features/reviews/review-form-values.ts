/** What the review form sends, read from its controls; the schema then says what is wrong. */
export function readReviewForm(form: HTMLFormElement) {
  const values = new FormData(form)
  const rating = values.get('rating')
  const ids = String(values.get('image_ids') ?? '')
  return {
    ...(values.has('order_item_id') ? { order_item_id: Number(values.get('order_item_id')) } : {}),
    rating: typeof rating === 'string' ? Number(rating) : undefined,
    body: String(values.get('body') ?? ''),
    image_ids: ids ? ids.split(',').map(Number) : [],
  }
}

export const REVIEW_FORM_FIELDS = ['rating', 'body', 'image_ids', 'order_item_id'] as const
