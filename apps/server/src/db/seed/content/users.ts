export interface UserSpec {
  name: string
  email: string
  phone: string
  role: 'customer' | 'admin'
  /** Editorial accounts get an unguessable password: nobody logs in with them. */
  loginWithDemoPassword: boolean
}

export const DEMO_PASSWORD = 'PhienCho@2026'
export const DEMO_CUSTOMER_EMAIL = 'khachhang@phiencho.vn'

export const userSpecs: UserSpec[] = [
  {
    name: 'Nguyễn Văn An',
    email: DEMO_CUSTOMER_EMAIL,
    phone: '0912345678',
    role: 'customer',
    loginWithDemoPassword: true,
  },
  {
    name: 'Ban biên tập Phiên Chợ',
    email: 'bientap@phiencho.vn',
    phone: '0988686868',
    role: 'admin',
    loginWithDemoPassword: false,
  },
  {
    name: 'Trần Thị Bình',
    email: 'tranthibinh@example.com',
    phone: '0983214567',
    role: 'customer',
    loginWithDemoPassword: true,
  },
  {
    name: 'Lê Minh Châu',
    email: 'leminhchau@example.com',
    phone: '0905671234',
    role: 'customer',
    loginWithDemoPassword: true,
  },
  {
    name: 'Phạm Quốc Dũng',
    email: 'phamquocdung@example.com',
    phone: '0367891245',
    role: 'customer',
    loginWithDemoPassword: true,
  },
  {
    name: 'Hoàng Thu Hà',
    email: 'hoangthuha@example.com',
    phone: '0778123456',
    role: 'customer',
    loginWithDemoPassword: true,
  },
  {
    name: 'Võ Thanh Tùng',
    email: 'vothanhtung@example.com',
    phone: '0856234789',
    role: 'customer',
    loginWithDemoPassword: true,
  },
]
