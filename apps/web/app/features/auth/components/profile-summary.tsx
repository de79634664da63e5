import type { User } from '@phiencho/contracts'
import { formatDateVi, formatPhone } from '@phiencho/vn'

export function ProfileSummary({ user }: { user: User }) {
  const rows = [
    { label: 'Họ và tên', value: user.name },
    { label: 'Email', value: user.email },
    { label: 'Số điện thoại', value: user.phone ? formatPhone(user.phone) : 'Chưa cập nhật' },
    { label: 'Thành viên từ', value: formatDateVi(user.created_at) },
  ]
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
      {rows.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-sm text-ink-600">{label}</dt>
          <dd className="font-medium break-words text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
