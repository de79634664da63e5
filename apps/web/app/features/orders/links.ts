/** A customer's order page in the account area. */
export const accountOrderHref = (code: string) =>
  `/my-account/order-history/${encodeURIComponent(code)}`

/** What is left to pay on an order (`/thanh-toan`); a guest's phone number is their access. */
export function paymentHref(code: string, phone?: string): string {
  const params = new URLSearchParams({ code })
  if (phone) params.set('phone', phone)
  return `/thanh-toan?${params}`
}
