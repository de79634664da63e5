import {
  SEARCH_SECTION_PREVIEW,
  type SearchQuery,
  type SearchResponse,
  SUGGEST_CATEGORIES,
  SUGGEST_PRODUCTS,
  type SuggestResponse,
} from '@phiencho/contracts'
import type { Db } from '../../db/client.ts'
import { searchBrands } from '../brands/index.ts'
import { searchProductPage, suggestCategoryLinks, suggestProducts } from '../catalog/index.ts'
import { searchStores } from '../stores/index.ts'

/**
 * Products with the shopper's filters and sort; stores and brands as sections beside them (a
 * preview with its total, for the tabs) unless `type` asks for one of them alone.
 */
export async function search(db: Db, query: SearchQuery): Promise<SearchResponse> {
  const page = { page: query.page, perPage: query.per_page }
  const preview = { page: 1, perPage: SEARCH_SECTION_PREVIEW }
  const wants = (type: NonNullable<SearchQuery['type']>) => !query.type || query.type === type

  const [products, stores, brands] = await Promise.all([
    wants('products') ? searchProductPage(db, query.q, query, query.sort, page) : null,
    wants('stores') ? searchStores(db, query.q, query.type ? page : preview) : null,
    wants('brands') ? searchBrands(db, query.q, query.type ? page : preview) : null,
  ])
  return { q: query.q, products, stores, brands }
}

/** The header search box: a few products and categories, quickly. */
export async function suggest(db: Db, q: string): Promise<SuggestResponse> {
  const [products, categories] = await Promise.all([
    suggestProducts(db, q, SUGGEST_PRODUCTS),
    suggestCategoryLinks(db, q, SUGGEST_CATEGORIES),
  ])
  return {
    products: products.map(({ id, slug, name, effective_price, image }) => ({
      id,
      slug,
      name,
      effective_price,
      image,
    })),
    categories,
  }
}
