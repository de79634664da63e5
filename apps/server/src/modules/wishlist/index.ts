export { wishlistRoutes as default } from './wishlist.routes.ts'
