import { ShopLink } from '../ui/shop-link'

interface HomeBannerProps {
  siteName: string
  description: string
  userName: string | null
}

// Drawn with CSS, no picture: the first thing on the page paints at once, on any connection.
const PROMOS = [
  {
    to: '/san-pham?on_sale=true',
    title: 'Giá sốc hôm nay',
    text: 'Giảm đến 50% cho hàng nghìn sản phẩm',
    className: 'bg-accent-400 text-ink-900',
  },
  {
    to: '/thuong-hieu-noi-tieng',
    title: 'Hàng chính hãng',
    text: 'Từ những thương hiệu được tin dùng',
    className: 'bg-white text-ink-900',
  },
  {
    to: '/muc-rao-vat',
    title: 'Rao vặt miễn phí',
    text: 'Mua bán, trao đổi đồ cũ quanh bạn',
    className: 'bg-brand-100 text-brand-900',
  },
] as const

/** The shop's front banner: its name and promise, the ways in, three promotions beside them. */
export function HomeBanner({ siteName, description, userName }: HomeBannerProps) {
  return (
    <section
      aria-labelledby="home-title"
      className="bg-linear-to-br from-brand-800 via-brand-700 to-brand-600 text-white"
    >
      <div className="page-container grid gap-6 py-6 sm:py-10 lg:grid-cols-[1fr_minmax(0,26rem)] lg:items-center">
        <div>
          {userName ? (
            <p className="text-brand-50">
              Xin chào, <strong className="text-white">{userName}</strong>!
            </p>
          ) : null}
          <h1 id="home-title" className="mt-1 text-3xl font-extrabold tracking-tight sm:text-5xl">
            {siteName}
          </h1>
          <p className="mt-2 max-w-xl text-brand-50 sm:mt-3 sm:text-lg">{description}</p>
          <div className="mt-5 flex flex-wrap gap-3 sm:mt-6">
            <ShopLink to="/san-pham" className="btn bg-white text-brand-800 hover:bg-brand-50">
              Mua sắm ngay
            </ShopLink>
            {userName ? (
              <ShopLink
                to="/my-account/product-wish-list"
                className="btn border border-white/70 text-white hover:bg-white/10"
              >
                Sản phẩm yêu thích
              </ShopLink>
            ) : (
              <ShopLink
                to="/register"
                className="btn border border-white/70 text-white hover:bg-white/10"
              >
                Đăng ký miễn phí
              </ShopLink>
            )}
          </div>
        </div>
        <ul className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-1">
          {PROMOS.map((promo) => (
            <li key={promo.to}>
              <ShopLink
                to={promo.to}
                className={`flex h-full flex-col justify-center rounded-xl px-3 py-2.5 shadow-sm transition-transform hover:-translate-y-0.5 sm:px-4 sm:py-3 ${promo.className}`}
              >
                <span className="block text-sm leading-tight font-bold sm:text-base">
                  {promo.title}
                </span>
                <span className="mt-0.5 hidden text-sm opacity-90 sm:block">{promo.text}</span>
              </ShopLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
