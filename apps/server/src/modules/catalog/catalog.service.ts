import {
  catalogMessages,
  pageMeta,
  type ProductCard,
  type ProductDetail,
  type ProductDetailWithRelated,
  type ProductListQuery,
  type ProductPage,
  type ProductSort,
  SEARCH_FACET_OPTIONS,
  type FacetOption,
  type SearchFacetsQuery,
  type SearchFacetsResponse,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import {
  categoryIdsWithDescendants,
  findProductDetail,
  findProductDetailWithRelated,
  findRedirectedSlug,
} from './catalog.repository.ts'
import { toProductDetail } from './product-detail.ts'
import { toProductCard } from './product-card.ts'
import {
  cardsByIds,
  listCards,
  relatedCards,
  visibleProductExists,
} from './product-list.repository.ts'
import { type FacetCount, searchFacetCounts, searchRanked } from './product-search.repository.ts'
import type { ListSort, ProductFilters } from './product-sql.ts'
import { type SearchTerms, searchTerms } from './search-terms.ts'

/** Search results, whatever the sort, come from this many best-selling matches at most. */
export const SEARCH_CANDIDATES = 500
/** Names a typo away that a query no product matches in full may take. */
const TYPO_CANDIDATES = 100
/** A typo in a one- or two-letter word is another word: no similar-name matching below this. */
const TYPO_MIN_LENGTH = 3

export interface PageRequest {
  page: number
  perPage: number
}

export type ProductFilterQuery = Pick<
  ProductListQuery,
  'category' | 'brand' | 'store' | 'price_min' | 'price_max' | 'on_sale' | 'in_stock'
>

/**
 * The shopper's filters, with the category resolved to itself and its subcategories. Null when the
 * category does not exist (or is hidden): nothing can match.
 */
export async function resolveFilters(
  db: Db,
  query: ProductFilterQuery,
): Promise<ProductFilters | null> {
  const filters: ProductFilters = {
    brandSlugs: query.brand,
    storeSlug: query.store,
    priceMin: query.price_min,
    priceMax: query.price_max,
    onSale: query.on_sale,
    inStock: query.in_stock,
  }
  if (query.category === undefined) return filters
  const categoryIds = await categoryIdsWithDescendants(db, query.category)
  return categoryIds.length ? { ...filters, categoryIds } : null
}

function productPage(
  cards: ProductCard[],
  total: number,
  capped: boolean,
  page: PageRequest,
): ProductPage {
  return {
    data: cards,
    meta: { ...pageMeta(page.page, page.perPage, total), total_capped: capped },
  }
}

/** `GET /products`: newest first by default, by relevance when there is a query. */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductPage> {
  const page = { page: query.page, perPage: query.per_page }
  const filters = await resolveFilters(db, query)
  if (!filters) return productPage([], 0, false, page)
  if (query.q) return searchProducts(db, query.q, filters, query.sort ?? 'relevance', page)
  const sort: ListSort = !query.sort || query.sort === 'relevance' ? 'newest' : query.sort
  const request = { filters, sort, limit: page.perPage, offset: (page.page - 1) * page.perPage }
  const { rows, total, capped } = await listCards(db, request)
  return productPage(rows.map(toProductCard), total, capped, page)
}

/**
 * `run` over the products that have every word of the query and, when there is none, again over
 * those that have the most of its words and the names a typo away (ADR 055): what the search page
 * ranks and what its filters count. Products missing a word never join products that have them all.
 */
async function withTypos<T extends { total: number }>(
  terms: SearchTerms,
  run: (fuzzy: number | false) => Promise<T>,
): Promise<T> {
  const matches = await run(false)
  const none = matches.total === 0 && terms.folded.length >= TYPO_MIN_LENGTH
  return none ? run(TYPO_CANDIDATES) : matches
}

/**
 * Full-text search over products, diacritics and case ignored, tolerant of a typo. Whatever the
 * sort, results come from the SEARCH_CANDIDATES best-selling matches (all of them when there are
 * fewer), which keeps a one-letter query as cheap as a precise one.
 */
export async function searchProducts(
  db: Db,
  q: string,
  filters: ProductFilters,
  sort: ProductSort,
  page: PageRequest,
): Promise<ProductPage> {
  const terms = searchTerms(q)
  if (!terms) return productPage([], 0, false, page)
  const search = {
    filters,
    sort,
    limit: page.perPage,
    offset: (page.page - 1) * page.perPage,
    cap: SEARCH_CANDIDATES,
    fuzzy: false as const,
  }
  const result = await withTypos(terms, (fuzzy) => searchRanked(db, terms, { ...search, fuzzy }))
  // A full candidate set means there may be more (less popular) matches beyond it.
  const capped = result.total >= SEARCH_CANDIDATES
  return productPage(result.rows.map(toProductCard), result.total, capped, page)
}

/** `GET /search`: the products section, filters resolved here. */
export async function searchProductPage(
  db: Db,
  q: string,
  query: ProductFilterQuery,
  sort: ProductSort,
  page: PageRequest,
): Promise<ProductPage> {
  const filters = await resolveFilters(db, query)
  if (!filters) return productPage([], 0, false, page)
  return searchProducts(db, q, filters, sort, page)
}

/**
 * `GET /search/facets`: the brands and shops among the search's candidates in the category (the
 * products its pages rank, whatever the other filters), most matches first, then by name; the
 * chosen ones first, whatever they count.
 */
export async function searchFacets(
  db: Db,
  query: SearchFacetsQuery,
): Promise<SearchFacetsResponse> {
  const chosen = { brands: query.brand ?? [], store: query.store }
  const terms = searchTerms(query.q)
  const filters = terms && (await resolveFilters(db, { category: query.category }))
  if (!terms || !filters) return { brands: [], stores: [], total: 0, total_capped: false }
  const search = { filters, cap: SEARCH_CANDIDATES }
  const counts = await withTypos(terms, (fuzzy) =>
    searchFacetCounts(db, terms, { ...search, fuzzy }, chosen),
  )
  return {
    brands: facetOptions(counts.brands, chosen.brands),
    stores: facetOptions(counts.stores, chosen.store === undefined ? [] : [chosen.store]),
    total: counts.total,
    total_capped: counts.total >= SEARCH_CANDIDATES,
  }
}

const byName = new Intl.Collator('vi')

function facetOptions(counts: FacetCount[], chosen: readonly string[]): FacetOption[] {
  const isChosen = (count: FacetCount) => chosen.includes(count.slug)
  const ordered = counts.toSorted((a, b) => b.n - a.n || byName.compare(a.name, b.name))
  return [
    ...ordered.filter(isChosen),
    ...ordered.filter((count) => !isChosen(count)).slice(0, SEARCH_FACET_OPTIONS),
  ].map(({ slug, name, n }) => ({ slug, name, count: n }))
}

/** The header search box: a few best matches, no count. */
export async function suggestProducts(db: Db, q: string, limit: number) {
  const terms = searchTerms(q)
  if (!terms) return []
  const search = {
    filters: {},
    sort: 'relevance' as const,
    limit,
    offset: 0,
    cap: 50,
    fuzzy: false as const,
  }
  let { rows } = await searchRanked(db, terms, search)
  if (rows.length === 0 && terms.folded.length >= TYPO_MIN_LENGTH) {
    ;({ rows } = await searchRanked(db, terms, { ...search, fuzzy: limit }))
  }
  return rows.map(toProductCard)
}

/**
 * The product page's product. A slug the product had before answers the product under its current
 * slug: the page sees `slug` differ from its address and redirects there (301).
 */
export async function getProductDetail(db: Db, slug: string): Promise<ProductDetail> {
  const row = (await findProductDetail(db, slug)) ?? (await redirected(db, slug, findProductDetail))
  if (!row) throw notFound(catalogMessages.productNotFound)
  return toProductDetail(row)
}

async function redirected<T>(
  db: Db,
  slug: string,
  find: (db: Db, slug: string) => Promise<T | undefined>,
): Promise<T | undefined> {
  const current = await findRedirectedSlug(db, slug)
  return current === undefined ? undefined : find(db, current)
}

/** The product with its related products (`relatedProducts`), read together. */
export async function getProductWithRelated(
  db: Db,
  slug: string,
): Promise<ProductDetailWithRelated> {
  const row =
    (await findProductDetailWithRelated(db, slug)) ??
    (await redirected(db, slug, findProductDetailWithRelated))
  if (!row) throw notFound(catalogMessages.productNotFound)
  return { ...toProductDetail(row), related: row.related.map(toProductCard) }
}

export async function relatedProducts(db: Db, slug: string): Promise<ProductCard[]> {
  const cards = await relatedCards(db, slug)
  if (!cards) throw notFound(catalogMessages.productNotFound)
  return cards.map(toProductCard)
}

/** Cards of visible products, in the order of `ids`; ids of hidden products are left out. */
export async function productCardsByIds(db: Db, ids: number[]): Promise<ProductCard[]> {
  return (await cardsByIds(db, ids)).map(toProductCard)
}

export async function isProductVisible(db: Db, id: number): Promise<boolean> {
  return visibleProductExists(db, id)
}
