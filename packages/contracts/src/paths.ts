/** Every API path the web client calls, in one place (docs/requirements.md, API). */
export const apiPaths = {
  csrfCookie: '/sanctum/csrf-cookie',
  login: '/api/v1/login',
  logout: '/api/v1/logout',
  register: '/api/v1/register',
  forgotPassword: '/api/v1/forgot-password',
  resetPassword: '/api/v1/reset-password',
  me: '/api/v1/users/me',
  changePassword: '/api/v1/users/me/password',
  websiteSettings: '/api/v1/website-settings',
  build: '/api/v1/build',
  updateProfile: '/api/v1/users/me',
  products: '/api/v1/products',
  product: '/api/v1/products/:slug',
  relatedProducts: '/api/v1/products/:slug/related',
  categories: '/api/v1/categories',
  category: '/api/v1/categories/:slug',
  brands: '/api/v1/brands',
  brand: '/api/v1/brands/:slug',
  stores: '/api/v1/stores',
  store: '/api/v1/stores/:slug',
  partnerApplications: '/api/v1/partner-applications',
  search: '/api/v1/search',
  searchSuggest: '/api/v1/search/suggest',
  searchFacets: '/api/v1/search/facets',
  wishlist: '/api/v1/wishlist',
  wishlistIds: '/api/v1/wishlist/ids',
  wishlistItem: '/api/v1/wishlist/:product_id',
  articles: '/api/v1/articles',
  article: '/api/v1/articles/:slug',
  articleCategories: '/api/v1/article-categories',
  classifiedAds: '/api/v1/classified-ads',
  classifiedAd: '/api/v1/classified-ads/:slug',
  classifiedAdPhone: '/api/v1/classified-ads/:slug/phone',
  classifiedAdReports: '/api/v1/classified-ads/:slug/reports',
  classifiedTopics: '/api/v1/classified-topics',
  ownClassifiedAds: '/api/v1/my/classified-ads',
  ownClassifiedAd: '/api/v1/my/classified-ads/:id',
  ownClassifiedAdHide: '/api/v1/my/classified-ads/:id/hide',
  ownClassifiedAdShow: '/api/v1/my/classified-ads/:id/show',
  ownClassifiedAdRenew: '/api/v1/my/classified-ads/:id/renew',
  imageUploads: '/api/v1/uploads/images',
  provinces: '/api/v1/provinces',
  provinceWards: '/api/v1/provinces/:code/wards',
  cart: '/api/v1/cart',
  cartCount: '/api/v1/cart/count',
  cartItems: '/api/v1/cart/items',
  cartItem: '/api/v1/cart/items/:item_id',
  cartVoucher: '/api/v1/cart/voucher',
  checkout: '/api/v1/checkout',
  checkoutQuote: '/api/v1/checkout/quote',
  addresses: '/api/v1/addresses',
  address: '/api/v1/addresses/:id',
  orders: '/api/v1/orders',
  order: '/api/v1/orders/:code',
  orderCancel: '/api/v1/orders/:code/cancel',
  orderPayment: '/api/v1/orders/:code/payment',
  vnpayReturn: '/api/v1/payments/vnpay/return',
  vnpayIpn: '/api/v1/payments/vnpay/ipn',
} as const

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
} as const

/** `adminUrl(adminPaths.role, { id: 3 })` → `/api/v1/admin/roles/3`. */
export function adminUrl(path: string, params: Record<string, string | number> = {}): string {
  return fillPath(`${ADMIN_API_PREFIX}${path}`, params)
}

/** `fillPath(apiPaths.product, { slug: 'ao-thun' })` → `/api/v1/products/ao-thun`. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(String(value))
  })
}
