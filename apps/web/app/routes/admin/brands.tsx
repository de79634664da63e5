import type { AdminBrand } from '@phiencho/contracts'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'

import { useAdminMe } from '../../features/admin/api/get-admin-me'
import { useDeleteBrand } from '../../features/admin/api/change-brands'
import { brandsQueryOptions, useBrands } from '../../features/admin/api/get-brands'
import { BrandForm } from '../../features/admin/components/catalogue/brand-form'
import { BrandList } from '../../features/admin/components/catalogue/brand-list'
import {
  EditorHeading,
  focusOpener,
  openerId,
} from '../../features/admin/components/catalogue/editor-heading'
import { ConfirmDialog } from '../../features/admin/components/confirm-dialog'
import { useToast } from '../../features/admin/components/toasts'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { listSearch } from '../../features/admin/list-params'
import { isApiError } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/brands'

const PERMISSION = 'product:read'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  return { dehydratedState: await prefetchQueries(client, [brandsQueryOptions()]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  void client.prefetchQuery(brandsQueryOptions())
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Thương hiệu', noIndex: true })

/** Brands in the famous brands page's order; the editor above the list (`?sua=<id>|moi`). */
export default function BrandsPage() {
  const me = useAdminMe()
  const brands = useBrands()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const editing = new URLSearchParams(search).get('sua') ?? ''
  const [deleting, setDeleting] = useState<AdminBrand | null>(null)
  const remove = useDeleteBrand()
  const toast = useToast()
  if (!me) return null

  const canWrite = me.permissions.includes('brand:write')
  const list = brands.data?.data
  const editHref = (value: string | null) => `${pathname}${listSearch(search, { sua: value })}`
  const closeEditor = () =>
    void Promise.resolve(
      navigate(editHref(null), { replace: true, preventScrollReset: true }),
    ).then(() => focusOpener('edit-brand', editing))
  const edited = editing && editing !== 'moi' ? list?.find((b) => String(b.id) === editing) : null

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">Thương hiệu</h1>
          <p className="mt-1 text-ink-600">
            Thứ tự ở đây là thứ tự trên trang thương hiệu nổi tiếng.{' '}
            {list ? `${list.length.toLocaleString('vi-VN')} thương hiệu.` : null}
          </p>
        </div>
        {canWrite ? (
          <Link
            id={openerId('edit-brand', 'moi')}
            to={editHref('moi')}
            preventScrollReset
            className="btn btn-primary"
          >
            Thêm thương hiệu
          </Link>
        ) : null}
      </div>
      {canWrite && (editing === 'moi' || edited) ? (
        <section aria-labelledby="brand-editor" className="card p-5 sm:p-6">
          <EditorHeading id="brand-editor" editing={editing}>
            {edited ? `Sửa thương hiệu: ${edited.name}` : 'Thêm thương hiệu'}
          </EditorHeading>
          <BrandForm key={editing} brand={edited ?? null} onDone={closeEditor} />
        </section>
      ) : null}
      {list ? (
        <BrandList
          brands={list}
          canWrite={canWrite}
          editHref={(id) => editHref(String(id))}
          onDelete={setDeleting}
        />
      ) : (
        <p className="card p-5 text-ink-700" aria-busy="true">
          Đang tải thương hiệu…
        </p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Xóa thương hiệu ${deleting.name}?` : ''}
        confirmLabel="Xóa thương hiệu"
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return
          remove.mutate(deleting.id, {
            onSuccess: () => toast('success', `Đã xóa thương hiệu ${deleting.name}.`),
            onError: (error) =>
              toast('error', isApiError(error) ? error.message : 'Không xóa được thương hiệu.'),
            onSettled: () => setDeleting(null),
          })
        }}
      >
        {deleting && deleting.products > 0
          ? `${deleting.products.toLocaleString('vi-VN')} sản phẩm của thương hiệu này vẫn được bán, nhưng sẽ không còn thương hiệu. Không khôi phục được.`
          : 'Thương hiệu chưa có sản phẩm nào. Xóa rồi thì không khôi phục được.'}
      </ConfirmDialog>
    </div>
  )
}
