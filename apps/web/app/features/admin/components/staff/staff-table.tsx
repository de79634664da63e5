import { type AdminRole, type StaffMember, staffMessages } from '@phiencho/contracts'
import { formatDateTimeVi } from '@phiencho/vn'
import { useState } from 'react'

import { isApiError } from '../../../../lib/api-error'
import { type StaffAction, useStaffAction } from '../../api/change-staff'
import { useResendInvitation } from '../../api/invite-staff'
import { ConfirmDialog } from '../confirm-dialog'
import { type Column, DataTable } from '../data-table'
import { useToast } from '../toasts'
import { StaffRolesDialog } from './staff-roles-dialog'

interface StaffTableProps {
  rows: readonly StaffMember[] | undefined
  refreshing: boolean
  roles: readonly AdminRole[]
  actor: { id: number; isOwner: boolean }
  searched: boolean
}

const confirmations = {
  disable: {
    title: (name: string) => `Khóa tài khoản của ${name}?`,
    body: 'Người này bị đăng xuất ngay và không đăng nhập được cho đến khi được mở khóa.',
    confirm: 'Khóa tài khoản',
    done: staffMessages.disabled,
  },
  'sign-out': {
    title: (name: string) => `Đăng xuất mọi phiên của ${name}?`,
    body: 'Mọi phiên đăng nhập của người này kết thúc ngay; họ có thể đăng nhập lại.',
    confirm: 'Đăng xuất mọi phiên',
    done: staffMessages.signedOut,
  },
  enable: {
    title: (name: string) => `Mở khóa tài khoản của ${name}?`,
    body: 'Người này đăng nhập lại được với các vai trò đang có.',
    confirm: 'Mở khóa',
    done: staffMessages.enabled,
  },
} as const

/** The staff list with its actions: roles, resend an invitation, disable or enable, force sign-out. */
export function StaffTable({ rows, refreshing, roles, actor, searched }: StaffTableProps) {
  const [editing, setEditing] = useState<StaffMember | null>(null)
  const [pending, setPending] = useState<{ member: StaffMember; action: StaffAction } | null>(null)
  const act = useStaffAction()
  const resend = useResendInvitation()
  const toast = useToast()
  const failed = (error: unknown) =>
    toast('error', isApiError(error) ? error.message : 'Không thực hiện được thao tác.')

  const columns: Column<StaffMember>[] = [
    {
      key: 'name',
      header: 'Nhân viên',
      render: (member) => (
        <>
          <span className="block font-medium text-ink-900">{member.name}</span>
          <span className="block break-all text-ink-600">{member.email}</span>
        </>
      ),
    },
    {
      key: 'roles',
      header: 'Vai trò',
      render: (member) => member.roles.map((role) => role.name).join(', '),
    },
    {
      key: 'status',
      header: 'Trạng thái',
      render: (member) =>
        member.disabled_at ? (
          <span className="rounded-full bg-danger-50 px-2 py-0.5 whitespace-nowrap text-danger-700">
            Đã khóa
          </span>
        ) : member.invitation_pending ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 whitespace-nowrap text-amber-900">
            Chờ nhận lời mời
          </span>
        ) : (
          <span className="rounded-full bg-success-50 px-2 py-0.5 whitespace-nowrap text-success-700">
            Đang hoạt động
          </span>
        ),
    },
    {
      key: 'last_login_at',
      header: 'Đăng nhập gần nhất',
      className: 'whitespace-nowrap',
      render: (member) =>
        member.last_login_at ? formatDateTimeVi(member.last_login_at) : 'Chưa đăng nhập',
    },
    {
      key: 'actions',
      header: 'Thao tác',
      render: (member) => {
        const owner = member.roles.some((role) => role.is_owner)
        const self = member.id === actor.id
        // An owner cannot be disabled or signed out by anyone (the API answers 409).
        const protectedMember = owner || self
        return (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-secondary min-h-10 px-3 text-sm"
              onClick={() => setEditing(member)}
              aria-label={`Đổi vai trò của ${member.name}`}
            >
              Đổi vai trò
            </button>
            {member.invitation_pending ? (
              <button
                type="button"
                className="btn btn-secondary min-h-10 px-3 text-sm"
                disabled={resend.isPending}
                onClick={() =>
                  resend.mutate(member.id, {
                    onSuccess: (answer) => toast('success', answer.message),
                    onError: failed,
                  })
                }
                aria-label={`Gửi lại lời mời cho ${member.name}`}
              >
                Gửi lại lời mời
              </button>
            ) : null}
            {protectedMember ? null : (
              <>
                <button
                  type="button"
                  className="btn btn-secondary min-h-10 px-3 text-sm"
                  onClick={() =>
                    setPending({ member, action: member.disabled_at ? 'enable' : 'disable' })
                  }
                  aria-label={`${member.disabled_at ? 'Mở khóa' : 'Khóa'} ${member.name}`}
                >
                  {member.disabled_at ? 'Mở khóa' : 'Khóa'}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary min-h-10 px-3 text-sm"
                  onClick={() => setPending({ member, action: 'sign-out' })}
                  aria-label={`Đăng xuất mọi phiên của ${member.name}`}
                >
                  Đăng xuất
                </button>
              </>
            )}
          </div>
        )
      },
    },
  ]

  const confirmation = pending ? confirmations[pending.action] : null
  return (
    <>
      <DataTable
        caption="Danh sách nhân viên"
        columns={columns}
        rows={rows}
        rowKey={(member) => member.id}
        refreshing={refreshing}
        empty={searched ? 'Không có nhân viên nào khớp với từ khóa.' : 'Chưa có nhân viên nào.'}
      />
      <StaffRolesDialog
        member={editing}
        roles={roles}
        actorIsOwner={actor.isOwner}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending && confirmation ? confirmation.title(pending.member.name) : ''}
        confirmLabel={confirmation?.confirm ?? ''}
        destructive={pending?.action !== 'enable'}
        pending={act.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending || !confirmation) return
          act.mutate(
            { userId: pending.member.id, action: pending.action },
            {
              onSuccess: () => toast('success', confirmation.done),
              onError: failed,
              onSettled: () => setPending(null),
            },
          )
        }}
      >
        {confirmation?.body}
      </ConfirmDialog>
    </>
  )
}
