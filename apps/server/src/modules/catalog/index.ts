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
export { saleLimitRoom } from './sale-limit.ts'
export { sweepSaleWindows } from './sale-windows.ts'
export { stockStatus, toImage } from './product-card.ts'
// The diacritic-insensitive search of products, reused by other lists (classified ads).
export { tsquerySql } from './product-search.repository.ts'
export { type SearchTerms, searchTerms } from './search-terms.ts'
export {
  addPurchasable,
  findPurchasables,
  isBuyable,
  isStockShortage,
  type Purchasable,
  purchasableColumns,
  type PurchasableRow,
  refKey,
  returnStock,
  type StockLine,
  stockTaking,
  visibleProductSlugs,
} from './stock.ts'
// The catalog owns the brands and stores tables too: products point at both, and the brand and
// store lists filter by what sells in a category.
export { brands } from './brands.tables.ts'
export { products, product_variants } from './catalog.tables.ts'
// The back office's product editor (modules/products-admin) writes these too.
export {
  product_categories,
  product_images,
  product_slug_redirects,
  product_search_keys,
  product_status_counts,
  type ProductAttributes,
  type ProductOptionTypes,
} from './catalog.tables.ts'
export { partner_applications, stores } from './stores.tables.ts'
export { claimProductSlug, moveProductSlug } from './slug-redirects.ts'
// The catalogue consoles: categories here; brands and stores share the slug and picture rules.
export { categoriesAdminRoutes } from './categories.admin.routes.ts'
export { checkPicture, chooseSlug } from './catalogue-admin.ts'
