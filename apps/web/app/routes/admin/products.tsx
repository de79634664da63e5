import { ADMIN_PRODUCT_COUNT_CAP } from '@phiencho/contracts'
import { useMemo, useState } from 'react'
import { Link, useLocation } from 'react-router'

import { FormAlert } from '../../components/ui/form-alert'
import { Pagination } from '../../components/ui/pagination'
import { useAdminMe } from '../../features/admin/api/get-admin-me'
import {
  productChoicesQueryOptions,
  useProductChoices,
} from '../../features/admin/api/get-product-choices'
import { productsQueryOptions, useProducts } from '../../features/admin/api/get-products'
import { productSheetExportHref } from '../../features/admin/api/product-sheet'
import { ProductBulkActions } from '../../features/admin/components/products/product-bulk-actions'
import { ProductFilters } from '../../features/admin/components/products/product-filters'
import { ProductsTable } from '../../features/admin/components/products/products-table'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import {
  filterQuery,
  productListQuery,
  readProductListView,
} from '../../features/admin/products/product-list-query'
import { errorSentence } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/products'

const PERMISSION = 'product:read'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const query = productListQuery(readProductListView(url.searchParams))
  return {
    dehydratedState: await prefetchQueries(client, [
      productsQueryOptions(query),
      productChoicesQueryOptions(),
    ]),
  }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  void client.prefetchQuery(
    productsQueryOptions(productListQuery(readProductListView(url.searchParams))),
  )
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Sản phẩm', noIndex: true })

export default function ProductsPage() {
  const me = useAdminMe()
  const { search } = useLocation()
  const view = readProductListView(new URLSearchParams(search))
  const products = useProducts(productListQuery(view))
  const choices = useProductChoices().data
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set())
  const rows = products.data?.data
  const selected = useMemo(
    () => (rows ?? []).map((row) => row.id).filter((id) => picked.has(id)),
    [rows, picked],
  )
  if (!me) return null
  const canWrite = me.permissions.includes('product:write')
  const meta = products.data?.meta
  const total = meta
    ? meta.total > ADMIN_PRODUCT_COUNT_CAP
      ? `Hơn ${ADMIN_PRODUCT_COUNT_CAP.toLocaleString('vi-VN')} sản phẩm`
      : `${meta.total.toLocaleString('vi-VN')} sản phẩm`
    : null
  const searched = view.q !== '' || Object.values(view.filters).some(Boolean)

  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">Sản phẩm</h1>
          <p className="mt-1 text-ink-600" aria-live="polite">
            {total ?? 'Đang tải…'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={productSheetExportHref('xlsx', filterQuery(view))}
            className="btn btn-secondary"
            download
          >
            {searched ? 'Xuất Excel (theo bộ lọc)' : 'Xuất Excel'}
          </a>
          <Link to="/quan-tri/san-pham/nhap-xuat" className="btn btn-secondary">
            Nhập, xuất
          </Link>
          {canWrite ? (
            <Link to="/quan-tri/san-pham/moi" className="btn btn-primary">
              Thêm sản phẩm
            </Link>
          ) : null}
        </div>
      </div>
      <ProductFilters
        view={view}
        categories={choices?.categories ?? []}
        brands={choices?.brands ?? []}
        stores={choices?.stores ?? []}
      />
      {products.isError ? (
        <FormAlert tone="error">{errorSentence(products.error)}</FormAlert>
      ) : null}
      {canWrite ? (
        <ProductBulkActions
          selected={selected}
          categories={choices?.categories ?? []}
          clear={() => setPicked(new Set())}
        />
      ) : null}
      <ProductsTable
        rows={products.isError ? [] : rows}
        refreshing={products.isPlaceholderData}
        selected={new Set(selected)}
        toggle={(id) =>
          setPicked((current) => {
            const next = new Set(current)
            if (!next.delete(id)) next.add(id)
            return next
          })
        }
        toggleAll={() =>
          setPicked(
            rows && selected.length === rows.length
              ? new Set()
              : new Set((rows ?? []).map((row) => row.id)),
          )
        }
        searched={searched}
      />
      {meta ? <Pagination currentPage={meta.current_page} lastPage={meta.last_page} /> : null}
    </div>
  )
}
