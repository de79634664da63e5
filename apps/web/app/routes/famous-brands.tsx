import { FamousBrands } from '../features/brands/components/famous-brands'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { famousBrandsQueryOptions } from '../features/brands/api/get-brands'
import { prefetchQueries } from '../lib/dehydrate-queries'
import { queryClientContext } from '../lib/query-client'
import { seoMeta } from '../lib/seo'
import type { Route } from './+types/famous-brands'

export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  return { dehydratedState: await prefetchQueries(queryClient, [famousBrandsQueryOptions()]) }
}

export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  await context.get(queryClientContext).prefetchQuery(famousBrandsQueryOptions())
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Thương hiệu nổi tiếng',
    path: '/thuong-hieu-noi-tieng',
    description:
      'Mua hàng chính hãng từ những thương hiệu nổi tiếng được người Việt tin dùng: điện thoại, thời trang, gia dụng, cà phê và nhiều hơn nữa.',
  })

export default function FamousBrandsPage() {
  return (
    <div className="page-container py-4 sm:py-6">
      <Breadcrumb items={[{ name: 'Trang chủ', to: '/' }, { name: 'Thương hiệu nổi tiếng' }]} />
      <header className="mt-3 max-w-3xl">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">Thương hiệu nổi tiếng</h1>
        <p className="mt-2 text-ink-700">
          Hàng chính hãng từ những thương hiệu được người Việt tin dùng. Chọn một thương hiệu để xem
          toàn bộ sản phẩm của thương hiệu đó.
        </p>
      </header>
      <div className="mt-6">
        <FamousBrands />
      </div>
    </div>
  )
}
