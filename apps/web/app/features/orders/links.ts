/** A customer's order page in the account area. */
export const accountOrderHref = (code: string) =>
  `/my-account/order-history/${encodeURIComponent(code)}`
