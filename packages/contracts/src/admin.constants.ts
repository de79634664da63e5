// Plain values of the back office, without zod: permissions, role templates, limits and messages.

export const permissionGroups = {
  dashboard: 'Tổng quan',
  orders: 'Đơn hàng',
  catalog: 'Sản phẩm và kho',
  customers: 'Khách hàng',
  marketing: 'Khuyến mãi',
  content: 'Tin tức',
  moderation: 'Kiểm duyệt',
  settings: 'Cài đặt',
  staff: 'Nhân viên và nhật ký',
} as const
export type PermissionGroup = keyof typeof permissionGroups

/** Every permission of the back office, `resource:action`, defined once with its label and group. */
export const permissions = {
  'dashboard:read': { label: 'Xem tổng quan', group: 'dashboard' },
  'order:read': { label: 'Xem đơn hàng', group: 'orders' },
  'order:write': { label: 'Cập nhật đơn hàng', group: 'orders' },
  'order:payment': { label: 'Ghi nhận thanh toán', group: 'orders' },
  'order:cancel': { label: 'Hủy đơn hàng', group: 'orders' },
  'order:export': { label: 'Xuất danh sách đơn hàng', group: 'orders' },
  'product:read': { label: 'Xem sản phẩm', group: 'catalog' },
  'product:write': { label: 'Thêm, sửa sản phẩm', group: 'catalog' },
  'inventory:write': { label: 'Cập nhật tồn kho', group: 'catalog' },
  'price:write': { label: 'Cập nhật giá', group: 'catalog' },
  'category:write': { label: 'Quản lý danh mục', group: 'catalog' },
  'brand:write': { label: 'Quản lý thương hiệu', group: 'catalog' },
  'store:write': { label: 'Quản lý cửa hàng', group: 'catalog' },
  'customer:read': { label: 'Xem khách hàng', group: 'customers' },
  'customer:write': { label: 'Quản lý khách hàng', group: 'customers' },
  'voucher:write': { label: 'Quản lý mã giảm giá', group: 'marketing' },
  'article:write': { label: 'Viết, sửa bài viết', group: 'content' },
  'article:publish': { label: 'Đăng bài viết', group: 'content' },
  'classified:moderate': { label: 'Kiểm duyệt tin rao vặt', group: 'moderation' },
  'report:handle': { label: 'Xử lý báo cáo vi phạm', group: 'moderation' },
  'topic:write': { label: 'Quản lý chủ đề rao vặt', group: 'moderation' },
  'partner:review': { label: 'Duyệt đăng ký đối tác', group: 'moderation' },
  'review:moderate': { label: 'Kiểm duyệt đánh giá', group: 'moderation' },
  'settings:write': { label: 'Cài đặt website', group: 'settings' },
  'settings:bank': { label: 'Cài đặt tài khoản ngân hàng', group: 'settings' },
  'staff:manage': { label: 'Quản lý nhân viên và vai trò', group: 'staff' },
  'audit:read': { label: 'Xem nhật ký thao tác', group: 'staff' },
} as const satisfies Record<string, { label: string; group: PermissionGroup }>

export type Permission = keyof typeof permissions
export const PERMISSIONS = Object.keys(permissions) as [Permission, ...Permission[]]

/** Only an owner holds these, unless an owner puts them into a role. */
export const OWNER_ONLY_PERMISSIONS = [
  'staff:manage',
  'settings:bank',
] as const satisfies readonly Permission[]

/** A staff session (a user holding any role) lives 8 hours from sign-in; a shopper's, a day. */
export const STAFF_TOKEN_TTL_SECONDS = 8 * 3600

export const OWNER_ROLE_KEY = 'owner'

/**
 * The back office's own httpOnly cookie, holding a staff token issued by `POST /admin/session`:
 * accepted only by `/api/v1/admin/*` and by the server rendering `/quan-tri` pages (ADR 035).
 */
export const STAFF_COOKIE = 'phiencho_staff'

/** Where the back office's pages live; never indexed, never kept by the page cache. */
export const ADMIN_WEB_PATH = '/quan-tri'

/** Whether a page path (query or not) is a back-office page. */
export function isAdminWebPath(path: string): boolean {
  return (
    path === ADMIN_WEB_PATH ||
    path.startsWith(`${ADMIN_WEB_PATH}/`) ||
    path.startsWith(`${ADMIN_WEB_PATH}?`)
  )
}

export const adminSessionMessages = {
  notStaff: 'Tài khoản này không có quyền truy cập trang quản trị.',
  signedIn: 'Đã đăng nhập trang quản trị.',
  signedOut: 'Đã đăng xuất khỏi trang quản trị.',
  forbiddenArea: 'Bạn không có quyền truy cập trang quản trị',
  forbiddenPage: 'Bạn không có quyền mở trang này',
} as const

export interface RoleTemplate {
  key: string
  name: string
  description: string
  permissions: readonly Permission[]
  isOwner: boolean
}

const without = (...left: Permission[]) => PERMISSIONS.filter((p) => !left.includes(p))

/** The roles every shop starts with (written by a migration; later edits are the shop's own). */
export const roleTemplates: readonly RoleTemplate[] = [
  {
    key: OWNER_ROLE_KEY,
    name: 'Chủ cửa hàng',
    description: 'Toàn quyền, kể cả nhân viên, vai trò và tài khoản ngân hàng.',
    permissions: PERMISSIONS,
    isOwner: true,
  },
  {
    key: 'admin',
    name: 'Quản trị viên',
    description: 'Mọi việc quản trị, trừ quản lý nhân viên và tài khoản ngân hàng.',
    permissions: without(...OWNER_ONLY_PERMISSIONS),
    isOwner: false,
  },
  {
    key: 'orders',
    name: 'Nhân viên đơn hàng',
    description: 'Xử lý đơn hàng: trạng thái, thanh toán, hủy, xuất danh sách; xem khách hàng.',
    permissions: [
      'dashboard:read',
      'order:read',
      'order:write',
      'order:payment',
      'order:cancel',
      'order:export',
      'customer:read',
    ],
    isOwner: false,
  },
  {
    key: 'catalog',
    name: 'Nhân viên sản phẩm/kho',
    description: 'Sản phẩm, tồn kho, giá, danh mục, thương hiệu và cửa hàng.',
    permissions: [
      'dashboard:read',
      'product:read',
      'product:write',
      'inventory:write',
      'price:write',
      'category:write',
      'brand:write',
      'store:write',
    ],
    isOwner: false,
  },
  {
    key: 'editor',
    name: 'Biên tập viên',
    description: 'Viết, sửa và đăng bài tin tức.',
    permissions: ['article:write', 'article:publish'],
    isOwner: false,
  },
  {
    key: 'moderator',
    name: 'Kiểm duyệt viên',
    description: 'Tin rao vặt, báo cáo vi phạm, chủ đề rao vặt, đánh giá và đăng ký đối tác.',
    permissions: [
      'classified:moderate',
      'report:handle',
      'topic:write',
      'review:moderate',
      'partner:review',
    ],
    isOwner: false,
  },
  {
    key: 'accountant',
    name: 'Kế toán',
    description: 'Xem đơn hàng, ghi nhận thanh toán, xuất danh sách và xem nhật ký.',
    permissions: ['dashboard:read', 'order:read', 'order:payment', 'order:export', 'audit:read'],
    isOwner: false,
  },
  {
    key: 'writer',
    name: 'Cộng tác viên viết bài',
    description: 'Viết và sửa bài của mình, gửi biên tập viên duyệt; không tự đăng bài.',
    permissions: ['article:write'],
    isOwner: false,
  },
]

export const ROLE_NAME_MAX = 100
export const ROLE_DESCRIPTION_MAX = 500
export const STAFF_ROLES_MAX = 20
export const STAFF_PER_PAGE = 20

export const staffMessages = {
  roleName: 'Vui lòng nhập tên vai trò (tối đa 100 ký tự).',
  roleNameTaken: 'Đã có vai trò mang tên này.',
  roleDescription: 'Mô tả tối đa 500 ký tự.',
  permissions: 'Vui lòng chọn quyền trong danh sách.',
  roleIds: 'Vui lòng chọn vai trò trong danh sách.',
  unknownRole: 'Vai trò không tồn tại.',
  email: 'Vui lòng nhập email hợp lệ.',
  search: 'Từ khóa tìm kiếm tối đa 100 ký tự.',
  noAccount: 'Không có tài khoản nào với email này.',
  alreadyStaff: 'Người này đã là nhân viên.',
  notStaff: 'Người này không phải nhân viên.',
  roleInUse: 'Vai trò đang được giao cho nhân viên: hãy gỡ vai trò khỏi họ trước khi xóa.',
  ownerRoleLocked: 'Không thể xóa hoặc bớt quyền của vai trò Chủ cửa hàng.',
  ownerOnlyPermissions:
    'Chỉ chủ cửa hàng mới được giao quyền quản lý nhân viên và tài khoản ngân hàng.',
  ownerRoleByOwner: 'Chỉ chủ cửa hàng mới được giao hoặc gỡ vai trò Chủ cửa hàng.',
  lastOwner: 'Cửa hàng phải luôn có ít nhất một chủ cửa hàng.',
  ownerProtected: 'Không thể khóa hoặc đăng xuất tài khoản của chủ cửa hàng.',
  ownerRoleOfAnother: 'Không thể gỡ vai trò Chủ cửa hàng của người khác.',
  notYourself: 'Bạn không thể tự khóa tài khoản của mình.',
  disabled: 'Đã khóa tài khoản.',
  enabled: 'Đã mở khóa tài khoản.',
  signedOut: 'Đã đăng xuất mọi phiên của tài khoản.',
  roleDeleted: 'Đã xóa vai trò.',
} as const
