export { newsRoutes as default } from './news.routes.ts'
export { newsAdminRoutes } from './news.admin.index.ts'
export { publishScheduledArticles } from './article-schedule.ts'
export { articleCategorySitemap, articleSitemap } from './news.sitemap.ts'
