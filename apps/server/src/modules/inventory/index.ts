export { inventoryAdminRoutes } from './inventory.admin.routes.ts'
export { labelStockChanges, type StockChangeLabel, stockLabelStatement } from './stock-labels.ts'
export { stock_movements, stockReason } from './inventory.tables.ts'
