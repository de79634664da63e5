export { newsRoutes as default } from './news.routes.ts'
export { articleCategorySitemap, articleSitemap } from './news.sitemap.ts'
