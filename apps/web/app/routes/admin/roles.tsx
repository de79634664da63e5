import type { AdminRole } from '@phiencho/contracts'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'

import { useAdminMe } from '../../features/admin/api/get-admin-me'
import { useDeleteRole } from '../../features/admin/api/change-roles'
import { rolesQueryOptions, useRoles } from '../../features/admin/api/get-roles'
import { ConfirmDialog } from '../../features/admin/components/confirm-dialog'
import { type Column, DataTable } from '../../features/admin/components/data-table'
import { FilterSelect, ListFilters } from '../../features/admin/components/list-filters'
import { RoleEditor } from '../../features/admin/components/roles/role-editor'
import { useToast } from '../../features/admin/components/toasts'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { listSearch, readListParams, sortRows } from '../../features/admin/list-params'
import { isApiError } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/roles'

const PERMISSION = 'staff:manage'
const FILTERS = ['loai', 'vai-tro'] as const

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  return { dehydratedState: await prefetchQueries(client, [rolesQueryOptions()]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  void client.prefetchQuery(rolesQueryOptions())
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Vai trò', noIndex: true })

const kindOptions = [
  { value: '', label: 'Tất cả' },
  { value: 'mau', label: 'Vai trò mẫu' },
  { value: 'rieng', label: 'Vai trò của cửa hàng' },
] as const

function sortValue(role: AdminRole, key: string) {
  if (key === 'holders') return role.holders
  if (key === 'permissions')
    return role.is_owner ? Number.MAX_SAFE_INTEGER : role.permissions.length
  return role.name
}

/** Roles: a sortable, filterable list (all in one answer), and the editor of one role. */
export default function RolesPage() {
  const me = useAdminMe()
  const roles = useRoles()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const params = new URLSearchParams(search)
  const { sort, filters } = readListParams(params, FILTERS)
  const editing = filters['vai-tro'] ?? ''
  const [deleting, setDeleting] = useState<AdminRole | null>(null)
  const remove = useDeleteRole()
  const toast = useToast()
  if (!me) return null

  const all = roles.data?.data
  const rows = all
    ? sortRows(
        all.filter((role) =>
          filters.loai === 'mau'
            ? role.key !== null
            : filters.loai === 'rieng'
              ? role.key === null
              : true,
        ),
        sort,
        sortValue,
      )
    : undefined
  const editorHref = (value: string | null) =>
    `${pathname}${listSearch(search, { 'vai-tro': value, page: null })}`
  const closeEditor = () =>
    void navigate(editorHref(null), { replace: true, preventScrollReset: true })
  const editedRole =
    editing && editing !== 'moi' ? all?.find((r) => String(r.id) === editing) : null

  const columns: Column<AdminRole>[] = [
    {
      key: 'name',
      header: 'Tên vai trò',
      sortable: true,
      render: (role) => (
        <>
          <span className="block font-medium text-ink-900">{role.name}</span>
          <span className="block text-ink-600">{role.description}</span>
        </>
      ),
    },
    {
      key: 'permissions',
      header: 'Số quyền',
      sortable: true,
      render: (role) => (role.is_owner ? 'Mọi quyền' : role.permissions.length),
    },
    { key: 'holders', header: 'Người giữ', sortable: true, render: (role) => role.holders },
    {
      key: 'actions',
      header: 'Thao tác',
      render: (role) => (
        <div className="flex flex-wrap gap-2">
          <Link
            to={editorHref(String(role.id))}
            preventScrollReset
            className="btn btn-secondary min-h-10 px-3 text-sm"
            aria-label={`Sửa vai trò ${role.name}`}
          >
            Sửa
          </Link>
          {role.is_owner || role.holders > 0 ? null : (
            <button
              type="button"
              className="btn btn-secondary min-h-10 px-3 text-sm"
              onClick={() => setDeleting(role)}
              aria-label={`Xóa vai trò ${role.name}`}
            >
              Xóa
            </button>
          )}
        </div>
      ),
    },
  ]

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">Vai trò</h1>
          <p className="mt-1 text-ink-600">
            Mỗi vai trò là một nhóm quyền. Vai trò đang có người giữ hoặc vai trò Chủ cửa hàng không
            xóa được.
          </p>
        </div>
        <Link to={editorHref('moi')} preventScrollReset className="btn btn-primary">
          Tạo vai trò
        </Link>
      </div>
      <ListFilters>
        <FilterSelect
          name="loai"
          label="Loại vai trò"
          value={filters.loai ?? ''}
          options={kindOptions}
        />
      </ListFilters>
      <DataTable
        caption="Danh sách vai trò"
        columns={columns}
        rows={rows}
        rowKey={(role) => role.id}
        sort={sort}
        empty="Không có vai trò nào."
      />
      {editing === 'moi' || editedRole ? (
        <section aria-labelledby="role-editor" className="card p-5 sm:p-6">
          <h2 id="role-editor" className="mb-4 text-lg font-semibold">
            {editedRole ? `Sửa vai trò: ${editedRole.name}` : 'Tạo vai trò mới'}
          </h2>
          <RoleEditor
            key={editing}
            role={editedRole ?? null}
            actorIsOwner={me.is_owner}
            onDone={closeEditor}
          />
        </section>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Xóa vai trò ${deleting.name}?` : ''}
        confirmLabel="Xóa vai trò"
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return
          remove.mutate(deleting.id, {
            onSuccess: () => toast('success', `Đã xóa vai trò ${deleting.name}.`),
            onError: (error) =>
              toast('error', isApiError(error) ? error.message : 'Không xóa được vai trò.'),
            onSettled: () => setDeleting(null),
          })
        }}
      >
        Vai trò này không còn ai giữ. Xóa rồi thì không khôi phục được.
      </ConfirmDialog>
    </div>
  )
}
