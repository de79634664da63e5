import { useState } from 'react'
import { data, useLocation } from 'react-router'

import { LoadFailed } from '../../components/ui/load-failed'
import { useAdminMe } from '../../features/admin/api/get-admin-me'
import { useUpdateProduct } from '../../features/admin/api/change-product'
import {
  productChoicesQueryOptions,
  useProductChoices,
} from '../../features/admin/api/get-product-choices'
import { productQueryOptions, useProduct } from '../../features/admin/api/get-products'
import { ProductEditor } from '../../features/admin/components/products/product-editor'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { productToForm } from '../../features/admin/products/product-form-state'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/product-edit'

const PERMISSION = 'product:read'

function productId(params: { id?: string }): number {
  const id = Number(params.id)
  if (!Number.isSafeInteger(id) || id < 1) throw data('Không tìm thấy sản phẩm.', { status: 404 })
  return id
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const id = productId(params)
  return {
    dehydratedState: await prefetchQueries(client, [
      productQueryOptions(id),
      productChoicesQueryOptions(),
    ]),
  }
}

export async function clientLoader({ context, url, params }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const id = productId(params)
  void client.prefetchQuery(productQueryOptions(id))
  void client.prefetchQuery(productChoicesQueryOptions())
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Sửa sản phẩm', noIndex: true })

export default function EditProductPage({ params }: Route.ComponentProps) {
  const id = Number(params.id)
  const me = useAdminMe()
  const product = useProduct(id)
  const choices = useProductChoices().data
  const update = useUpdateProduct(id)
  const { state } = useLocation()
  const [saved, setSaved] = useState(false)
  if (!me) return null
  const stored = product.data
  const canWrite = me.permissions.includes('product:write')
  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <h1 className="text-2xl font-bold text-ink-900">{stored ? stored.name : 'Sản phẩm'}</h1>
      {saved ? (
        <p role="status" className="alert alert-success">
          Đã lưu sản phẩm. Cửa hàng hiện thay đổi sau vài giây.
        </p>
      ) : (state as { created?: boolean } | null)?.created ? (
        <p role="status" className="alert alert-success">
          Đã tạo sản phẩm. Tồn kho bắt đầu từ 0: hãy nhập hàng ở trang Kho hàng.
        </p>
      ) : null}
      {product.isError ? (
        <LoadFailed
          message="Không tải được sản phẩm (có thể sản phẩm không tồn tại)."
          retrying={product.isFetching}
          onRetry={() => void product.refetch()}
        />
      ) : stored && choices ? (
        <ProductEditor
          // A new version (after a reload) starts the form afresh.
          key={stored.version}
          initial={productToForm(stored)}
          product={stored}
          choices={choices}
          canPrice={canWrite && me.permissions.includes('price:write')}
          canWrite={canWrite}
          saving={update.isPending}
          onSave={async (request) => {
            setSaved(false)
            await update.mutateAsync({ ...request, version: stored.version })
            setSaved(true)
          }}
          onReload={() => void product.refetch()}
        />
      ) : (
        <div aria-hidden="true" className="card h-96 animate-pulse" />
      )}
    </div>
  )
}
