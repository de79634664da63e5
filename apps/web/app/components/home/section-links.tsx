import { NAV_ITEMS } from '../layout/nav-items'
import { ShopLink } from '../ui/shop-link'

/** The five sections of the shop, as large touch targets. */
export function SectionLinks({ siteName }: { siteName: string }) {
  return (
    <section aria-labelledby="sections-title" className="page-container py-8 sm:py-12">
      <h2 id="sections-title" className="text-xl font-bold text-ink-900 sm:text-2xl">
        Khám phá {siteName}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {NAV_ITEMS.map(({ to, label, description, Icon }) => (
          <li key={to}>
            <ShopLink
              to={to}
              className="card flex h-full items-start gap-3 p-4 transition-colors hover:border-brand-600 lg:flex-col"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon />
              </span>
              <span>
                <span className="block font-semibold text-ink-900">{label}</span>
                <span className="mt-0.5 block text-sm text-ink-600">{description}</span>
              </span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
