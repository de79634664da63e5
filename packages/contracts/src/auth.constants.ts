// Plain values of the auth contracts, without zod: the app shell imports these (see README.md).

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
/** The token cookie and the token itself live one day. */
export const TOKEN_TTL_SECONDS = 86_400
export const TOKEN_COOKIE = 'token'

export const authMessages = {
  invalidCredentials: 'Email hoặc mật khẩu không đúng.',
  accountDisabled: 'Tài khoản này đã bị khóa. Vui lòng liên hệ cửa hàng.',
  emailTaken: 'Email này đã được đăng ký.',
  commonPassword: 'Mật khẩu này quá phổ biến, vui lòng chọn mật khẩu khác.',
  wrongCurrentPassword: 'Mật khẩu hiện tại không đúng.',
  resetLinkSent:
    'Nếu email đã đăng ký, chúng tôi đã gửi liên kết đặt lại mật khẩu. Liên kết có hiệu lực trong 1 giờ.',
  resetInvalid: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn.',
  passwordReset: 'Mật khẩu đã được đặt lại. Vui lòng đăng nhập.',
  passwordChanged: 'Đổi mật khẩu thành công.',
  profileUpdated: 'Cập nhật thông tin thành công.',
  loggedOut: 'Đã đăng xuất.',
} as const
