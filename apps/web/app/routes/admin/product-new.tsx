import { useNavigate } from 'react-router'

import { useAdminMe } from '../../features/admin/api/get-admin-me'
import { useCreateProduct } from '../../features/admin/api/change-product'
import {
  productChoicesQueryOptions,
  useProductChoices,
} from '../../features/admin/api/get-product-choices'
import { ProductEditor } from '../../features/admin/components/products/product-editor'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { emptyProductForm } from '../../features/admin/products/product-form-state'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/product-new'

const PERMISSION = 'product:write'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  return { dehydratedState: await prefetchQueries(client, [productChoicesQueryOptions()]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  void client.prefetchQuery(productChoicesQueryOptions())
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Thêm sản phẩm', noIndex: true })

export default function NewProductPage() {
  const me = useAdminMe()
  const choices = useProductChoices().data
  const create = useCreateProduct()
  const navigate = useNavigate()
  if (!me) return null
  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <h1 className="text-2xl font-bold text-ink-900">Thêm sản phẩm</h1>
      {choices ? (
        <ProductEditor
          initial={emptyProductForm()}
          product={null}
          choices={choices}
          canPrice={me.permissions.includes('price:write')}
          saving={create.isPending}
          onSave={async (request) => {
            const product = await create.mutateAsync(request)
            await navigate(`/quan-tri/san-pham/${product.id}`, { state: { created: true } })
          }}
        />
      ) : (
        <div aria-hidden="true" className="card h-96 animate-pulse" />
      )}
    </div>
  )
}
