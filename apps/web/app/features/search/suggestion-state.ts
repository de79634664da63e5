import type { SuggestResponse } from '@phiencho/contracts'

export type SuggestionKind = 'product' | 'category' | 'search'

/** One option of the header search's listbox, in the order the arrow keys visit them. */
export interface SuggestionOption {
  /** DOM id, for aria-activedescendant. */
  id: string
  kind: SuggestionKind
  label: string
  href: string
  /** Products: what the shopper pays; otherwise null. */
  price: number | null
  /** Categories: the parent's name; otherwise null. */
  context: string | null
  image: SuggestResponse['products'][number]['image']
}

export const SUGGESTION_ID_PREFIX = 'search-suggestion'

/** `/tim-kiem?q=…` for a typed text. */
export function searchPageHref(q: string): string {
  return `/tim-kiem?${new URLSearchParams({ q: q.trim() })}`
}

/**
 * Categories (a short list, so the products stay in view), then products, then "search for …"
 * (the full results one key away). Nothing while no text is typed or no suggestion matched.
 */
export function suggestionOptions(
  data: SuggestResponse | undefined,
  q: string,
): SuggestionOption[] {
  const text = q.trim()
  if (!data || !text) return []
  const products = data.products.map<SuggestionOption>((product) => ({
    id: `${SUGGESTION_ID_PREFIX}-product-${product.id}`,
    kind: 'product',
    label: product.name,
    href: `/san-pham/${product.slug}`,
    price: product.effective_price,
    context: null,
    image: product.image,
  }))
  const categories = data.categories.map<SuggestionOption>((category) => ({
    id: `${SUGGESTION_ID_PREFIX}-category-${category.id}`,
    kind: 'category',
    label: category.name,
    href: `/danh-muc-san-pham/${category.slug}`,
    price: null,
    context: category.parent_name,
    image: null,
  }))
  if (!products.length && !categories.length) return []
  return [
    ...categories,
    ...products,
    {
      id: `${SUGGESTION_ID_PREFIX}-all`,
      kind: 'search',
      label: text,
      href: searchPageHref(text),
      price: null,
      context: null,
      image: null,
    },
  ]
}

/** The listbox's state: whether it may show, and which option has visual focus (-1: none). */
export interface ComboboxState {
  open: boolean
  active: number
}

export type ComboboxAction =
  /** The text changed: show suggestions for it, none chosen yet. */
  | { type: 'typed' }
  /** ArrowDown (+1) or ArrowUp (-1) over `count` options. */
  | { type: 'move'; step: 1 | -1; count: number }
  | { type: 'hover'; index: number }
  /**
   * New suggestions arrived: the chosen option stays chosen where the new list holds it too
   * (`index`, its place there), else nothing is chosen.
   */
  | { type: 'replaced'; index: number }
  | { type: 'close' }

export const CLOSED: ComboboxState = { open: false, active: -1 }

/**
 * WAI-ARIA combobox keyboard model (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): the arrows
 * open a closed list on its first (down) or last (up) option, then cycle through the options and
 * back to the text field (-1), where Enter submits the form.
 */
export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case 'typed':
      return { open: true, active: -1 }
    case 'close':
      return state.open || state.active !== -1 ? CLOSED : state
    case 'replaced':
      return state.active === action.index ? state : { ...state, active: action.index }
    case 'hover':
      return state.open && state.active !== action.index
        ? { ...state, active: action.index }
        : state
    case 'move': {
      const { count, step } = action
      if (count <= 0) return { open: state.open, active: -1 }
      if (!state.open) return { open: true, active: step === 1 ? 0 : count - 1 }
      // Positions 0..count, where `count` stands for the text field itself.
      const from = state.active < 0 || state.active >= count ? count : state.active
      const to = (from + step + count + 1) % (count + 1)
      return { open: true, active: to === count ? -1 : to }
    }
  }
}

/** The active option, or -1 when the list has changed under it. */
export function activeIndex(state: ComboboxState, count: number): number {
  return state.open && state.active < count ? state.active : -1
}
