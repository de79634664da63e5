export interface UserSpec {
  name: string
  email: string
  phone: string
  /** The key of the role template a staff account holds; shoppers hold none. */
  roleKey?: string
}

export const DEMO_PASSWORD = 'PhienCho@2026'
export const DEMO_CUSTOMER_EMAIL = 'khachhang@phiencho.vn'
/** The shop's owner: the shop's replies to reviews are theirs. */
export const DEMO_OWNER_EMAIL = 'chucuahang@phiencho.vn'
/** The author of the demo news. */
export const DEMO_EDITOR_EMAIL = 'bientap@phiencho.vn'
/** A writer who cannot publish: drafts and submits articles for the editor's review. */
export const DEMO_WRITER_EMAIL = 'congtacvien@phiencho.vn'

/** Shoppers without an approved ad yet: their first ads wait in the moderation queue. */
export const NEW_POSTER_EMAILS: readonly string[] = [
  'dinhvannam@example.com',
  'lythimai@example.com',
]

export const userSpecs: UserSpec[] = [
  {
    name: 'Nguyễn Văn An',
    email: DEMO_CUSTOMER_EMAIL,
    phone: '0912345678',
  },
  {
    name: 'Trần Thị Bình',
    email: 'tranthibinh@example.com',
    phone: '0983214567',
  },
  {
    name: 'Lê Minh Châu',
    email: 'leminhchau@example.com',
    phone: '0905671234',
  },
  {
    name: 'Phạm Quốc Dũng',
    email: 'phamquocdung@example.com',
    phone: '0367891245',
  },
  {
    name: 'Hoàng Thu Hà',
    email: 'hoangthuha@example.com',
    phone: '0778123456',
  },
  {
    name: 'Võ Thanh Tùng',
    email: 'vothanhtung@example.com',
    phone: '0856234789',
  },
  // Posters whose first ads wait for a moderator (demo-classifieds.ts).
  {
    name: 'Đinh Văn Nam',
    email: 'dinhvannam@example.com',
    phone: '0939123456',
  },
  {
    name: 'Lý Thị Mai',
    email: 'lythimai@example.com',
    phone: '0818234567',
  },
  // One staff account per role template; all sign in with the demo password.
  {
    name: 'Đặng Minh Khoa',
    email: 'chucuahang@phiencho.vn',
    phone: '0903112233',
    roleKey: 'owner',
  },
  { name: 'Bùi Thị Lan', email: 'quantri@phiencho.vn', phone: '0913223344', roleKey: 'admin' },
  { name: 'Ngô Văn Phúc', email: 'donhang@phiencho.vn', phone: '0934556677', roleKey: 'orders' },
  {
    name: 'Trịnh Thu Trang',
    email: 'sanpham@phiencho.vn',
    phone: '0945667788',
    roleKey: 'catalog',
  },
  {
    name: 'Ban biên tập Phiên Chợ',
    email: DEMO_EDITOR_EMAIL,
    phone: '0988686868',
    roleKey: 'editor',
  },
  { name: 'Đỗ Hải Yến', email: 'kiemduyet@phiencho.vn', phone: '0966778899', roleKey: 'moderator' },
  {
    name: 'Lý Quang Vinh',
    email: 'ketoan@phiencho.vn',
    phone: '0977889900',
    roleKey: 'accountant',
  },
  {
    name: 'Phan Thị Thu Hà',
    email: DEMO_WRITER_EMAIL,
    phone: '0918273645',
    roleKey: 'writer',
  },
]
