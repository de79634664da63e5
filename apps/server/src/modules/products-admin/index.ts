// The back office's products (list, editor, archive, bulk actions, picture uploads). Above the
// catalog, which owns the tables, and the orders, whose lines keep a variant from being deleted.
export { productsAdminRoutes } from './products.admin.routes.ts'
// The list's filters, for the product sheet's export of the same products.
export { filterConditions, resolveFilters } from './admin-product-list.repository.ts'
