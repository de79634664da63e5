export { catalogRoutes as default } from './catalog.routes.ts'
export {
  isProductVisible,
  productCardsByIds,
  searchFacets,
  searchProductPage,
  suggestProducts,
} from './catalog.service.ts'
export { sellingInCategory, suggestCategoryLinks } from './categories.service.ts'
export { categorySitemap, productSitemap } from './catalog.sitemap.ts'
// The diacritic-insensitive search of products, reused by other lists (classified ads).
export { tsquerySql } from './product-search.repository.ts'
export { type SearchTerms, searchTerms } from './search-terms.ts'
