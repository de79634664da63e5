// Plain values of the search contracts, without zod (see README.md).

export const searchTypes = ['products', 'stores', 'brands'] as const
export type SearchType = (typeof searchTypes)[number]

export const SUGGEST_PRODUCTS = 8
export const SUGGEST_CATEGORIES = 5
/** Without `type`, the stores and brands sections show this many, with their totals for the tabs. */
export const SEARCH_SECTION_PREVIEW = 6
/** The search page's filters offer at most this many brands, and as many shops, with the most matches first. */
export const SEARCH_FACET_OPTIONS = 40
