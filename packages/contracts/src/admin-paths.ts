// The back office's API paths: only the server and the back office's pages use them, so the
// shop's shared chunk never carries them (apps/web/vite.config.ts).
import { fillPath } from './paths.ts'

/** The back office's API: one scope, every route of which declares the permission it needs. */
export const ADMIN_API_PREFIX = '/api/v1/admin'

/** Back-office paths, relative to `ADMIN_API_PREFIX` (the admin scope's prefix); see `adminUrl`. */
export const adminPaths = {
  session: '/session',
  sessionTwoFactor: '/session/two-factor',
  me: '/me',
  myTwoFactor: '/me/two-factor',
  myTwoFactorConfirm: '/me/two-factor/confirm',
  myRecoveryCodes: '/me/two-factor/recovery-codes',
  security: '/security',
  staffInvitations: '/staff/invitations',
  staffInvitationResend: '/staff/:user_id/invitation',
  invitationAccept: '/invitations/accept',
  roles: '/roles',
  role: '/roles/:id',
  staff: '/staff',
  staffRoles: '/staff/:user_id/roles',
  staffDisable: '/staff/:user_id/disable',
  staffEnable: '/staff/:user_id/enable',
  staffSignOut: '/staff/:user_id/sign-out',
  orderStatus: '/orders/:code/status',
  orderPaymentStatus: '/orders/:code/payment-status',
  // The order console (ADR 037).
  orders: '/orders',
  ordersExport: '/orders/export.csv',
  ordersBulk: '/orders/bulk',
  order: '/orders/:code',
  orderNotes: '/orders/:code/notes',
  orderConfirm: '/orders/:code/confirm',
  orderHandOver: '/orders/:code/hand-over',
  orderDeliver: '/orders/:code/deliver',
  orderComplete: '/orders/:code/complete',
  orderCancel: '/orders/:code/cancel',
  orderTransferReceived: '/orders/:code/transfer-received',
  orderCodCollected: '/orders/:code/cod-collected',
  orderRefund: '/orders/:code/refund',
  auditLog: '/audit-log',
  auditActions: '/audit-log/actions',
  settings: '/settings',
  settingsImages: '/settings/images',
  settingsBankQrPreview: '/settings/bank-qr-preview',
  dashboard: '/dashboard',
  // The products of the back office: list, editor, bulk actions, picture uploads.
  products: '/products',
  productsBulk: '/products/bulk',
  productImages: '/products/images',
  product: '/products/:id',
  // The catalogue consoles: categories, brands, stores.
  categories: '/categories',
  category: '/categories/:id',
  categoryMove: '/categories/:id/move',
  categoryImages: '/categories/images',
  brands: '/brands',
  brand: '/brands/:id',
  brandsOrder: '/brands/order',
  brandImages: '/brands/images',
  stores: '/stores',
  store: '/stores/:id',
  storeStatus: '/stores/:id/status',
  storeImages: '/stores/images',
  // The product sheet (CSV, Excel).
  productsExport: '/products/export',
  productsImport: '/products/import',
  // Stock: adjustments, the ledger, low stock and the item lookup of the adjustment form.
  stockAdjustments: '/products/:id/stock-adjustments',
  stockLedger: '/stock-ledger',
  lowStock: '/products/low-stock',
  stockItems: '/stock-items',
  // The voucher console.
  vouchers: '/vouchers',
  voucherCategoryOptions: '/vouchers/category-options',
  voucher: '/vouchers/:id',
  voucherDeactivate: '/vouchers/:id/deactivate',
  voucherActivate: '/vouchers/:id/activate',
  voucherRedemptions: '/vouchers/:id/redemptions',
  // Reviews (`review:moderate`).
  reviews: '/reviews',
  reviewApprove: '/reviews/:id/approve',
  reviewHide: '/reviews/:id/hide',
  reviewReply: '/reviews/:id/reply',
  reviewDismissReports: '/reviews/:id/reports/dismiss',
  // Classifieds moderation: the queue and its actions (`classified:moderate`), the reports inbox
  // (`report:handle`), the topics editor (`topic:write`).
  classifiedAds: '/classified-ads',
  classifiedAd: '/classified-ads/:id',
  classifiedAdApprove: '/classified-ads/:id/approve',
  classifiedAdReject: '/classified-ads/:id/reject',
  classifiedAdHide: '/classified-ads/:id/hide',
  classifiedAdRestore: '/classified-ads/:id/restore',
  classifiedPosterBlock: '/classified-posters/:user_id/block',
  classifiedPosterUnblock: '/classified-posters/:user_id/unblock',
  classifiedReports: '/classified-reports',
  classifiedAdReportsHandle: '/classified-ads/:id/reports/handle',
  classifiedTopics: '/classified-topics',
  classifiedTopicsOrder: '/classified-topics/order',
  classifiedTopic: '/classified-topics/:id',
  // Customers: the list and the account (`customer:read`), lock, unlock, reset mail
  // (`customer:write`).
  customers: '/customers',
  customer: '/customers/:id',
  customerLock: '/customers/:id/lock',
  customerUnlock: '/customers/:id/unlock',
  customerPasswordReset: '/customers/:id/password-reset',
  // Partner applications (`partner:review`).
  partnerApplications: '/partner-applications',
  partnerApplication: '/partner-applications/:id',
  partnerApplicationApprove: '/partner-applications/:id/approve',
  partnerApplicationReject: '/partner-applications/:id/reject',
  // News authoring: articles (`article:write`; publishing needs `article:publish`), the pictures
  // of their covers and bodies, and their categories.
  articles: '/articles',
  articleImages: '/articles/images',
  article: '/articles/:id',
  articleSubmit: '/articles/:id/submit',
  articlePublish: '/articles/:id/publish',
  articleReturn: '/articles/:id/return',
  articleHide: '/articles/:id/hide',
  articleCategories: '/article-categories',
  articleCategoriesOrder: '/article-categories/order',
  articleCategory: '/article-categories/:id',
} as const

/** `adminUrl(adminPaths.role, { id: 3 })` → `/api/v1/admin/roles/3`. */
export function adminUrl(path: string, params: Record<string, string | number> = {}): string {
  return fillPath(`${ADMIN_API_PREFIX}${path}`, params)
}
