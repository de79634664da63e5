// Product reviews: the product page's reviews, what buyers write and vote, and the moderation.
export { reviewsRoutes as default } from './reviews.routes.ts'
export { reviewsAdminRoutes } from './reviews.admin.routes.ts'
