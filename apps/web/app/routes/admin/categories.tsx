import type { AdminCategory } from '@phiencho/contracts'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'

import { useAdminMe } from '../../features/admin/api/get-admin-me'
import { useDeleteCategory } from '../../features/admin/api/change-categories'
import { categoriesQueryOptions, useCategories } from '../../features/admin/api/get-categories'
import { CategoryForm } from '../../features/admin/components/catalogue/category-form'
import { CategoryTree } from '../../features/admin/components/catalogue/category-tree'
import {
  EditorHeading,
  focusOpener,
  openerId,
} from '../../features/admin/components/catalogue/editor-heading'
import { ConfirmDialog } from '../../features/admin/components/confirm-dialog'
import { useToast } from '../../features/admin/components/toasts'
import { adminQueryClient, requireAnyPermission } from '../../features/admin/guards'
import { listSearch } from '../../features/admin/list-params'
import { isApiError } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/categories'

const PERMISSIONS = ['product:read', 'category:write'] as const

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireAnyPermission(client, url, PERMISSIONS)
  return { dehydratedState: await prefetchQueries(client, [categoriesQueryOptions()]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireAnyPermission(client, url, PERMISSIONS)
  void client.prefetchQuery(categoriesQueryOptions())
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Danh mục', noIndex: true })

/** What blocks a delete, said before asking (the server refuses it the same way). */
function deleteBlocker(category: AdminCategory, tree: readonly AdminCategory[]): string | null {
  const children = tree.filter((node) => node.parent_id === category.id).length
  const products = category.products.total + category.products.archived
  if (children > 0) return `Danh mục còn ${children} danh mục con; hãy chuyển hoặc xóa chúng trước.`
  if (products > 0) {
    return `Danh mục còn ${products.toLocaleString('vi-VN')} sản phẩm; hãy chuyển sản phẩm sang danh mục khác trước khi xóa.`
  }
  return null
}

/** The category tree: moves in place, the editor below it (`?sua=<id>` or `?sua=moi`). */
export default function CategoriesPage() {
  const me = useAdminMe()
  const categories = useCategories()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const editing = new URLSearchParams(search).get('sua') ?? ''
  const [deleting, setDeleting] = useState<AdminCategory | null>(null)
  const remove = useDeleteCategory()
  const toast = useToast()
  if (!me) return null

  const canWrite = me.permissions.includes('category:write')
  const tree = categories.data?.data
  const editHref = (value: string | null) => `${pathname}${listSearch(search, { sua: value })}`
  const closeEditor = () =>
    void Promise.resolve(
      navigate(editHref(null), { replace: true, preventScrollReset: true }),
    ).then(() => focusOpener('edit-category', editing))
  const edited = editing && editing !== 'moi' ? tree?.find((c) => String(c.id) === editing) : null
  const askDelete = (category: AdminCategory) => {
    const blocker = tree ? deleteBlocker(category, tree) : null
    if (blocker) toast('error', blocker)
    else setDeleting(category)
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">Danh mục</h1>
          <p className="mt-1 text-ink-600">
            Thứ tự ở đây là thứ tự trên menu của cửa hàng.{' '}
            {tree ? `${tree.length.toLocaleString('vi-VN')} danh mục.` : null}
          </p>
        </div>
        {canWrite ? (
          <Link
            id={openerId('edit-category', 'moi')}
            to={editHref('moi')}
            preventScrollReset
            className="btn btn-primary"
          >
            Thêm danh mục
          </Link>
        ) : null}
      </div>
      {canWrite && (editing === 'moi' || edited) && tree ? (
        <section aria-labelledby="category-editor" className="card p-5 sm:p-6">
          <EditorHeading id="category-editor" editing={editing}>
            {edited ? `Sửa danh mục: ${edited.name}` : 'Thêm danh mục'}
          </EditorHeading>
          <CategoryForm key={editing} category={edited ?? null} tree={tree} onDone={closeEditor} />
        </section>
      ) : null}
      {tree ? (
        <CategoryTree
          tree={tree}
          canWrite={canWrite}
          editHref={(id) => editHref(String(id))}
          onDelete={askDelete}
        />
      ) : (
        <p className="card p-5 text-ink-700" aria-busy="true">
          Đang tải danh mục…
        </p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Xóa danh mục ${deleting.name}?` : ''}
        confirmLabel="Xóa danh mục"
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return
          remove.mutate(deleting.id, {
            onSuccess: () => toast('success', `Đã xóa danh mục ${deleting.name}.`),
            onError: (error) =>
              toast('error', isApiError(error) ? error.message : 'Không xóa được danh mục.'),
            onSettled: () => setDeleting(null),
          })
        }}
      >
        Danh mục trống sẽ bị xóa hẳn; không khôi phục được.
      </ConfirmDialog>
    </div>
  )
}
