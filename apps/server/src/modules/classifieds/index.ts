export { classifiedsRoutes as default } from './classifieds.routes.ts'
export { classifiedSitemap, classifiedTopicSitemap } from './classifieds.sitemap.ts'
