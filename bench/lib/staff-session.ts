// The demo staff accounts the back-office benches sign in with (`npm run seed` creates them).

export interface StaffAccount {
  email: string
  password: string
}

/** The owner: every permission, prices included. */
export const DEMO_OWNER: StaffAccount = {
  email: 'chucuahang@phiencho.vn',
  password: 'PhienCho@2026',
}
/** The catalogue staff (products and stock). */
export const DEMO_CATALOG_STAFF: StaffAccount = {
  email: 'sanpham@phiencho.vn',
  password: 'PhienCho@2026',
}

/** Signs in through `POST /api/v1/login`; returns the bearer token. */
export async function signInStaff(origin: string, account: StaffAccount): Promise<string> {
  const response = await fetch(`${origin}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(account),
  })
  const body = (await response.json()) as { token?: string; message?: string }
  if (!response.ok || !body.token) {
    throw new Error(`${account.email} could not sign in (${response.status} ${body.message ?? ''})`)
  }
  return body.token
}
