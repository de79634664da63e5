export { catalogRoutes as default } from './catalog.routes.ts'
export {
  isProductVisible,
  productCardsByIds,
  searchProductPage,
  suggestProducts,
} from './catalog.service.ts'
export { suggestCategoryLinks } from './categories.service.ts'
export { categorySitemap, productSitemap } from './catalog.sitemap.ts'
