import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

// Every route module is its own lazy chunk (React Router splits them).
export default [
  layout('routes/layouts/default-layout.tsx', [
    index('routes/home.tsx'),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('my-account', 'routes/account/layout.tsx', [
      index('routes/account/profile.tsx'),
      route('change-password', 'routes/account/change-password.tsx'),
      route('product-wish-list', 'routes/account/wishlist.tsx'),
      route('order-history', 'routes/account/order-history.tsx'),
      route('order-history/:code', 'routes/account/order-detail.tsx'),
      route('addresses', 'routes/account/addresses.tsx'),
      route('manage-classifieds', 'routes/account/manage-classifieds.tsx'),
      route('manage-classifieds/create', 'routes/account/classified-create.tsx'),
      route('manage-classifieds/:id/edit', 'routes/account/classified-edit.tsx'),
    ]),
    route('cua-hang', 'routes/stores/store-list.tsx'),
    route('cua-hang/:slug', 'routes/stores/store-detail.tsx'),
    route('thuong-hieu-noi-tieng', 'routes/famous-brands.tsx'),
    route('doi-tac-ban-hang', 'routes/seller-partners.tsx'),
    route('tim-kiem', 'routes/search/search-page.tsx'),
    route('san-pham', 'routes/catalog/product-list.tsx'),
    route('san-pham/:slug', 'routes/catalog/product-detail.tsx'),
    route('danh-muc-san-pham/:slug', 'routes/catalog/category.tsx'),
    route('tin-tuc', 'routes/news/news-list.tsx'),
    route('tin-tuc/:slug', 'routes/news/article.tsx'),
    route('danh-muc-bai-viet/:slug', 'routes/news/article-category.tsx'),
    route('muc-rao-vat', 'routes/classifieds/classifieds-list.tsx'),
    route('chu-de-tin-rao-vat/:slug', 'routes/classifieds/topic.tsx'),
    route('tin-rao-vat/:slug', 'routes/classifieds/ad-detail.tsx'),
    route('gio-hang', 'routes/cart/cart-page.tsx', { id: 'cart-vi' }),
    route('cart', 'routes/cart/cart-page.tsx', { id: 'cart' }),
    route('don-hang/lich-su', 'routes/orders/order-lookup.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The back office: its own layout and chunks, none of which a shop page loads (ADR 035).
  route('quan-tri/dang-nhap', 'routes/admin/sign-in.tsx'),
  // Print pages carry no back-office frame: only the sheets and their "In" button.
  route('quan-tri/don-hang/in', 'routes/admin/order-print.tsx'),
  route('quan-tri/dat-mat-khau', 'routes/admin/set-password.tsx'),
  route('quan-tri', 'routes/admin/layout.tsx', [
    index('routes/admin/home.tsx'),
    route('nhan-vien', 'routes/admin/staff.tsx'),
    route('vai-tro', 'routes/admin/roles.tsx'),
    route('don-hang', 'routes/admin/orders.tsx'),
    route('don-hang/:code', 'routes/admin/order-detail.tsx'),
    route('bao-mat', 'routes/admin/security.tsx'),
  ]),
  layout('routes/layouts/checkout-layout.tsx', [
    route('checkout', 'routes/checkout/checkout-page.tsx'),
    route('don-hang/thanh-cong', 'routes/orders/order-success.tsx'),
    route('thanh-toan', 'routes/checkout/payment-page.tsx'),
  ]),
] satisfies RouteConfig
