import './locale.ts'

import { isVietnamesePhone } from '@phiencho/vn'
import { z } from 'zod'

import { PASSWORD_MAX, PASSWORD_MIN } from './auth.constants.ts'

export {
  authMessages,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TOKEN_COOKIE,
  TOKEN_TTL_SECONDS,
} from './auth.constants.ts'

const email = z
  .string({ error: 'Vui lòng nhập email.' })
  .trim()
  .min(1, { error: 'Vui lòng nhập email.' })
  .max(254, { error: 'Email quá dài.' })
  .pipe(z.email({ error: 'Email không hợp lệ.' }))
  .transform((value) => value.toLowerCase())

// A check without its own message would take the schema's ('Vui lòng nhập …'), so each has one.
const passwordTooLong = { error: `Mật khẩu không được dài quá ${PASSWORD_MAX} ký tự.` }

const password = z
  .string({ error: 'Vui lòng nhập mật khẩu.' })
  .min(PASSWORD_MIN, { error: `Mật khẩu phải có ít nhất ${PASSWORD_MIN} ký tự.` })
  .max(PASSWORD_MAX, passwordTooLong)

const name = z
  .string({ error: 'Vui lòng nhập họ tên.' })
  .trim()
  .min(2, { error: 'Họ tên phải có ít nhất 2 ký tự.' })
  .max(100, { error: 'Họ tên không được dài quá 100 ký tự.' })

export const phone = z
  .string({ error: 'Vui lòng nhập số điện thoại.' })
  .trim()
  .min(1, { error: 'Vui lòng nhập số điện thoại.' })
  .refine(isVietnamesePhone, {
    error: 'Số điện thoại không hợp lệ (ví dụ: 0912 345 678).',
  })

function confirmed<T extends { password: string; password_confirmation: string }>(value: T) {
  return value.password === value.password_confirmation
}
const confirmationError = {
  error: 'Mật khẩu xác nhận không khớp.',
  path: ['password_confirmation'],
}

export const loginRequest = z.object({
  email,
  password: z
    .string({ error: 'Vui lòng nhập mật khẩu.' })
    .min(1, { error: 'Vui lòng nhập mật khẩu.' })
    .max(PASSWORD_MAX, passwordTooLong),
})
export type LoginRequest = z.input<typeof loginRequest>

export const tokenResponse = z.object({ token: z.string() })
export type TokenResponse = z.infer<typeof tokenResponse>

export const registerRequest = z
  .object({
    name,
    email,
    phone,
    password,
    password_confirmation: z.string({ error: 'Vui lòng nhập lại mật khẩu.' }),
  })
  .refine(confirmed, confirmationError)
export type RegisterRequest = z.input<typeof registerRequest>

export const forgotPasswordRequest = z.object({ email })
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>

export const resetPasswordRequest = z
  .object({
    token: z.string().min(1, { error: 'Liên kết đặt lại mật khẩu không hợp lệ.' }),
    email,
    password,
    password_confirmation: z.string({ error: 'Vui lòng nhập lại mật khẩu.' }),
  })
  .refine(confirmed, confirmationError)
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>

export const changePasswordRequest = z
  .object({
    current_password: z
      .string({ error: 'Vui lòng nhập mật khẩu hiện tại.' })
      .min(1, { error: 'Vui lòng nhập mật khẩu hiện tại.' })
      .max(PASSWORD_MAX, passwordTooLong),
    password,
    password_confirmation: z.string({ error: 'Vui lòng nhập lại mật khẩu.' }),
  })
  .refine(confirmed, confirmationError)
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>

export const updateProfileRequest = z.object({ name, phone })
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>

export const messageResponse = z.object({ message: z.string() })

export const user = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
})
export type User = z.infer<typeof user>
