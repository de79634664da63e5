import { useState } from 'react'
import { useLocation } from 'react-router'

import { Button } from '../../components/ui/button'
import { Pagination } from '../../components/ui/pagination'
import { useAdminMe } from '../../features/admin/api/get-admin-me'
import { rolesQueryOptions, useRoles } from '../../features/admin/api/get-roles'
import { staffListQueryOptions, useStaffList } from '../../features/admin/api/get-staff'
import { ListFilters } from '../../features/admin/components/list-filters'
import { AddStaffForm } from '../../features/admin/components/staff/add-staff-form'
import { InviteStaffDialog } from '../../features/admin/components/staff/invite-staff-dialog'
import { StaffTable } from '../../features/admin/components/staff/staff-table'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { readListParams } from '../../features/admin/list-params'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/staff'

const PERMISSION = 'staff:manage'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const { page, q } = readListParams(url.searchParams)
  return {
    dehydratedState: await prefetchQueries(client, [
      staffListQueryOptions({ page, q }),
      rolesQueryOptions(),
    ]),
  }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const { page, q } = readListParams(url.searchParams)
  void client.prefetchQuery(staffListQueryOptions({ page, q }))
  void client.prefetchQuery(rolesQueryOptions())
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Nhân viên', noIndex: true })

export default function StaffPage() {
  const me = useAdminMe()
  const { search } = useLocation()
  const { page, q } = readListParams(new URLSearchParams(search))
  const staff = useStaffList({ page, q })
  const roles = useRoles().data?.data ?? []
  const [inviting, setInviting] = useState(false)
  if (!me) return null
  const meta = staff.data?.meta
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">Nhân viên</h1>
          <p className="mt-1 text-ink-600">
            Những người giữ ít nhất một vai trò.{' '}
            {meta ? `${meta.total.toLocaleString('vi-VN')} người.` : null}
          </p>
        </div>
        <Button type="button" onClick={() => setInviting(true)}>
          Mời nhân viên
        </Button>
      </div>
      <InviteStaffDialog
        open={inviting}
        roles={roles}
        actorIsOwner={me.is_owner}
        onClose={() => setInviting(false)}
      />
      <ListFilters searchLabel="Tìm theo tên hoặc email" q={q} />
      <StaffTable
        rows={staff.data?.data}
        refreshing={staff.isPlaceholderData}
        roles={roles}
        actor={{ id: me.id, isOwner: me.is_owner }}
        searched={q !== ''}
      />
      {meta ? <Pagination currentPage={meta.current_page} lastPage={meta.last_page} /> : null}
      <section aria-labelledby="add-staff" className="card p-5 sm:p-6">
        <h2 id="add-staff" className="mb-4 text-lg font-semibold">
          Thêm nhân viên
        </h2>
        <AddStaffForm roles={roles} actorIsOwner={me.is_owner} />
      </section>
    </div>
  )
}
