const BADGE = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap'

/** "Đã khóa" or "Đang hoạt động". */
export function CustomerStatusBadge({ lockedAt }: { lockedAt: string | null }) {
  return lockedAt ? (
    <span className={`${BADGE} bg-danger-50 text-danger-700`}>Đã khóa</span>
  ) : (
    <span className={`${BADGE} bg-success-50 text-success-700`}>Đang hoạt động</span>
  )
}
