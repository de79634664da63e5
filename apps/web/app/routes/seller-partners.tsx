import { useActionData } from 'react-router'

import { Breadcrumb } from '../components/ui/breadcrumb'
import { storesQueryOptions } from '../features/stores/api/get-stores'
import { PartnerApplicationForm } from '../features/stores/components/partner-application-form'
import { PartnerBenefits } from '../features/stores/components/partner-benefits'
import { PARTNER_PREVIEW, PartnerStores } from '../features/stores/components/partner-stores'
import { submitPartnerForm } from '../features/stores/partner-application'
import { prefetchQueries } from '../lib/dehydrate-queries'
import { apiOf, queryClientContext } from '../lib/query-client'
import { seoMeta } from '../lib/seo'
import type { Route } from './+types/seller-partners'

export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  return {
    dehydratedState: await prefetchQueries(queryClient, [storesQueryOptions(PARTNER_PREVIEW)]),
  }
}

export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  await context.get(queryClientContext).prefetchQuery(storesQueryOptions(PARTNER_PREVIEW))
  return null
}

/** Only reached when the form is sent before the page's JavaScript runs. */
export async function action({ context, request }: Route.ActionArgs) {
  return submitPartnerForm(apiOf(context.get(queryClientContext)), await request.formData())
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(matches, {
    title: 'Đối tác bán hàng',
    path: '/doi-tac-ban-hang',
    description:
      'Các đối tác bán hàng chính thức và đăng ký mở gian hàng: tiếp cận người mua trên khắp cả nước.',
  }),
  // The site sends `Referrer-Policy: no-referrer`, with which a browser posts a form with
  // `Origin: null`, and React Router refuses such an action (a CSRF guard). Same-origin requests
  // of this page keep their origin, so the form also works before the JavaScript has loaded.
  { name: 'referrer', content: 'same-origin' },
]

export default function SellerPartnersPage() {
  const result = useActionData<typeof action>()
  return (
    <div className="page-container space-y-8 py-4 sm:py-6">
      <Breadcrumb items={[{ name: 'Trang chủ', to: '/' }, { name: 'Đối tác bán hàng' }]} />
      <header className="rounded-2xl bg-brand-800 px-5 py-8 text-white sm:px-10 sm:py-12">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">Đối tác bán hàng</h1>
        <p className="mt-3 max-w-2xl text-brand-50 sm:text-lg">
          Cùng các cửa hàng uy tín mang sản phẩm tốt đến người mua trên khắp Việt Nam. Đăng ký miễn
          phí, chúng tôi sẽ liên hệ trong 1–3 ngày làm việc.
        </p>
        <a href="#dang-ky" className="btn mt-6 bg-white text-brand-800 hover:bg-brand-50">
          Đăng ký làm đối tác
        </a>
      </header>

      <section aria-labelledby="partner-stores">
        <h2 id="partner-stores" className="text-xl font-bold text-ink-900 sm:text-2xl">
          Đối tác tiêu biểu
        </h2>
        <div className="mt-4">
          <PartnerStores />
        </div>
      </section>

      <section
        id="dang-ky"
        aria-labelledby="partner-form-title"
        className="card grid scroll-mt-6 gap-8 p-5 sm:p-8 lg:grid-cols-[1fr_2fr]"
      >
        <div>
          <h2 id="partner-form-title" className="text-xl font-bold text-ink-900 sm:text-2xl">
            Đăng ký làm đối tác
          </h2>
          <p className="mt-2 text-ink-700">Vì sao nên bán hàng cùng chúng tôi?</p>
          <div className="mt-5">
            <PartnerBenefits />
          </div>
        </div>
        <PartnerApplicationForm serverResult={result} />
      </section>
    </div>
  )
}
