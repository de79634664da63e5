import { ADMIN_WEB_PATH, type Permission } from '@phiencho/contracts'

export const adminSignInPath = `${ADMIN_WEB_PATH}/dang-nhap`

export interface AdminNavItem {
  label: string
  path: string
  /** Absent: any staff member may open it. */
  permission?: Permission
  /** Opened by any one of these instead (a page made of parts of several permissions). */
  anyPermission?: readonly Permission[]
  /** Another label for holders of a permission (the home is their dashboard). */
  labelFor?: { permission: Permission; label: string }
  /** Marked current on its own path only, not on the pages under it (which have their items). */
  end?: boolean
}

export interface AdminNavGroup {
  label: string
  items: readonly AdminNavItem[]
}

/**
 * The back office's sidebar, the one list of its pages and what each needs. Only pages that
 * exist are listed (Đơn hàng, Sản phẩm, Khách hàng, Nội dung, Cài đặt and Nhật ký
 * join their groups with their pages); a group shows when one of its items does.
 */
export const adminNav: readonly AdminNavGroup[] = [
  {
    label: 'Tổng quan',
    items: [
      {
        label: 'Trang chủ quản trị',
        path: ADMIN_WEB_PATH,
        labelFor: { permission: 'dashboard:read', label: 'Tổng quan' },
      },
    ],
  },
  {
    label: 'Bán hàng',
    items: [{ label: 'Đơn hàng', path: `${ADMIN_WEB_PATH}/don-hang`, permission: 'order:read' }],
  },
  {
    label: 'Khách hàng',
    items: [
      { label: 'Khách hàng', path: `${ADMIN_WEB_PATH}/khach-hang`, permission: 'customer:read' },
    ],
  },
  {
    label: 'Sản phẩm',
    items: [
      { label: 'Sản phẩm', path: `${ADMIN_WEB_PATH}/san-pham`, permission: 'product:read' },
      { label: 'Kho hàng', path: `${ADMIN_WEB_PATH}/kho`, permission: 'product:read', end: true },
      { label: 'Sắp hết hàng', path: `${ADMIN_WEB_PATH}/kho/sap-het`, permission: 'product:read' },
      // The catalogue consoles.
      {
        label: 'Danh mục',
        path: `${ADMIN_WEB_PATH}/danh-muc`,
        anyPermission: ['product:read', 'category:write'],
      },
      { label: 'Thương hiệu', path: `${ADMIN_WEB_PATH}/thuong-hieu`, permission: 'product:read' },
      { label: 'Cửa hàng', path: `${ADMIN_WEB_PATH}/cua-hang`, permission: 'product:read' },
      {
        label: 'Nhập, xuất sản phẩm',
        path: `${ADMIN_WEB_PATH}/san-pham/nhap-xuat`,
        permission: 'product:read',
        end: true,
      },
    ],
  },
  {
    label: 'Khuyến mãi',
    items: [
      { label: 'Mã giảm giá', path: `${ADMIN_WEB_PATH}/ma-giam-gia`, permission: 'voucher:write' },
    ],
  },
  {
    label: 'Nội dung',
    items: [
      { label: 'Tin tức', path: `${ADMIN_WEB_PATH}/tin-tuc`, permission: 'article:write' },
      {
        label: 'Chuyên mục tin tức',
        path: `${ADMIN_WEB_PATH}/chuyen-muc-tin-tuc`,
        permission: 'article:write',
      },
    ],
  },
  {
    label: 'Kiểm duyệt',
    items: [
      { label: 'Đánh giá', path: `${ADMIN_WEB_PATH}/danh-gia`, permission: 'review:moderate' },
      {
        label: 'Tin rao vặt',
        path: `${ADMIN_WEB_PATH}/tin-rao-vat`,
        permission: 'classified:moderate',
      },
      {
        label: 'Báo cáo rao vặt',
        path: `${ADMIN_WEB_PATH}/bao-cao-rao-vat`,
        permission: 'report:handle',
      },
      {
        label: 'Chủ đề rao vặt',
        path: `${ADMIN_WEB_PATH}/chu-de-rao-vat`,
        permission: 'topic:write',
      },
      {
        label: 'Đăng ký đối tác',
        path: `${ADMIN_WEB_PATH}/doi-tac`,
        permission: 'partner:review',
      },
    ],
  },
  {
    label: 'Nhân viên',
    items: [
      { label: 'Nhân viên', path: `${ADMIN_WEB_PATH}/nhan-vien`, permission: 'staff:manage' },
      { label: 'Vai trò', path: `${ADMIN_WEB_PATH}/vai-tro`, permission: 'staff:manage' },
    ],
  },
  {
    label: 'Hệ thống',
    items: [
      {
        label: 'Cài đặt',
        path: `${ADMIN_WEB_PATH}/cai-dat`,
        anyPermission: ['settings:write', 'settings:bank'],
      },
      { label: 'Nhật ký', path: `${ADMIN_WEB_PATH}/nhat-ky`, permission: 'audit:read' },
    ],
  },
  { label: 'Tài khoản', items: [{ label: 'Bảo mật', path: `${ADMIN_WEB_PATH}/bao-mat` }] },
]

/** The groups and items a person with these permissions may open, in the sidebar's order. */
export function visibleNav(
  permissions: readonly Permission[],
  nav: readonly AdminNavGroup[] = adminNav,
): AdminNavGroup[] {
  const held = new Set(permissions)
  return nav
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => mayOpen(item, held)).map((item) => labelled(item, held)),
    }))
    .filter((group) => group.items.length > 0)
}

function mayOpen(item: AdminNavItem, held: ReadonlySet<Permission>): boolean {
  if (item.anyPermission) return item.anyPermission.some((permission) => held.has(permission))
  return !item.permission || held.has(item.permission)
}

function labelled(item: AdminNavItem, held: ReadonlySet<Permission>): AdminNavItem {
  return item.labelFor && held.has(item.labelFor.permission)
    ? { ...item, label: item.labelFor.label }
    : item
}

/** `/quan-tri/dang-nhap?redirect=…` for a guard sending a visitor without a staff session away. */
export function adminSignInPathFor(path: string): string {
  const target = safeAdminRedirect(path, '')
  return target
    ? `${adminSignInPath}?redirect=${encodeURIComponent(target).replaceAll('%2F', '/')}`
    : adminSignInPath
}

/** After the sign-in, only a back-office page of this site (never the sign-in itself). */
export function safeAdminRedirect(target: string | null | undefined, fallback = ADMIN_WEB_PATH) {
  if (!target || !target.startsWith(ADMIN_WEB_PATH)) return fallback
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback
  let url: URL
  try {
    url = new URL(target, 'http://same.site')
  } catch {
    return fallback
  }
  if (url.origin !== 'http://same.site') return fallback
  const { pathname } = url
  if (pathname !== ADMIN_WEB_PATH && !pathname.startsWith(`${ADMIN_WEB_PATH}/`)) return fallback
  if (pathname === adminSignInPath) return fallback
  return `${pathname}${url.search}${url.hash}`
}
