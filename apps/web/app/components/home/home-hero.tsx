import { ShopLink } from '../ui/shop-link'

interface HomeHeroProps {
  siteName: string
  description: string
  userName: string | null
}

export function HomeHero({ siteName, description, userName }: HomeHeroProps) {
  return (
    <section aria-labelledby="home-title" className="bg-brand-800 text-white">
      <div className="page-container py-10 sm:py-16">
        <h1 id="home-title" className="text-3xl font-extrabold tracking-tight sm:text-5xl">
          {siteName}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-50 sm:text-xl">{description}</p>
        {userName ? (
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <p className="text-brand-50">
              Xin chào, <strong className="text-white">{userName}</strong>!
            </p>
            <ShopLink to="/my-account" className="btn bg-white text-brand-800 hover:bg-brand-50">
              Tài khoản của tôi
            </ShopLink>
          </div>
        ) : (
          <div className="mt-6 flex flex-wrap gap-3">
            <ShopLink to="/register" className="btn bg-white text-brand-800 hover:bg-brand-50">
              Đăng ký miễn phí
            </ShopLink>
            <ShopLink
              to="/login"
              className="btn border border-white/70 text-white hover:bg-white/10"
            >
              Đăng nhập
            </ShopLink>
          </div>
        )}
      </div>
    </section>
  )
}
