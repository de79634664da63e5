// Plain values of the back office's two-step sign-in and staff invitations, without zod.

/** TOTP (RFC 6238): 6 digits, 30-second steps, a code of the step before or after accepted. */
export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
export const TOTP_WINDOW = 1
/** How long the second step of a sign-in may wait after the password. */
export const SIGN_IN_CHALLENGE_TTL_SECONDS = 5 * 60
/** Wrong codes one sign-in challenge takes before the password must be given again. */
export const SIGN_IN_CHALLENGE_MAX_ATTEMPTS = 5
export const RECOVERY_CODE_COUNT = 10
/** An invitation link works this long, once. */
export const INVITATION_TTL_HOURS = 72

export const twoFactorMessages = {
  code: 'Vui lòng nhập mã 6 chữ số từ ứng dụng xác thực.',
  codeOrRecovery: 'Vui lòng nhập mã 6 chữ số hoặc một mã khôi phục (dạng xxxx-xxxx).',
  wrongCode: 'Mã xác minh không đúng hoặc đã hết hạn.',
  reusedCode: 'Mã này vừa được dùng. Vui lòng chờ ứng dụng hiện mã mới.',
  passwordOrCode: 'Vui lòng nhập mật khẩu hiện tại hoặc mã xác minh.',
  alreadyEnabled: 'Xác minh hai bước đã được bật cho tài khoản này.',
  notStarted: 'Hãy bắt đầu thiết lập xác minh hai bước trước khi nhập mã.',
  notEnabled: 'Xác minh hai bước chưa được bật cho tài khoản này.',
  requiredByShop: 'Cửa hàng bắt buộc xác minh hai bước cho nhân viên: không thể tắt.',
  enabled: 'Đã bật xác minh hai bước. Hãy cất các mã khôi phục ở nơi an toàn.',
  disabled: 'Đã tắt xác minh hai bước.',
  recoveryCodesRenewed: 'Đã tạo mã khôi phục mới. Các mã cũ không còn dùng được.',
  secondStep: 'Nhập mã xác minh từ ứng dụng xác thực để hoàn tất đăng nhập.',
  challengeEnded:
    'Phiên đăng nhập đã hết hạn hoặc không hợp lệ. Vui lòng nhập lại email và mật khẩu.',
  setupRequired:
    'Cửa hàng yêu cầu xác minh hai bước. Vui lòng thiết lập xác minh hai bước cho tài khoản của bạn trước khi tiếp tục.',
  signInAgain:
    'Tài khoản này đã bật xác minh hai bước: vui lòng đăng nhập trang quản trị bằng mật khẩu và mã xác minh.',
  ownerOnly: 'Chỉ chủ cửa hàng mới được thay đổi yêu cầu xác minh hai bước.',
  enableYourselfFirst:
    'Hãy bật xác minh hai bước cho tài khoản của bạn trước khi yêu cầu tất cả nhân viên.',
  policySaved: 'Đã lưu cài đặt bảo mật.',
} as const

export const invitationMessages = {
  name: 'Vui lòng nhập họ tên (2–100 ký tự).',
  invited: 'Đã tạo tài khoản và gửi lời mời đặt mật khẩu tới email.',
  noticeSent: 'Tài khoản đã có: đã thêm làm nhân viên và gửi email thông báo.',
  resent: 'Đã gửi lại lời mời. Liên kết cũ không còn dùng được.',
  nothingToResend: 'Người này đã nhận lời mời và đặt mật khẩu: không cần gửi lại.',
  invalid: 'Liên kết mời không hợp lệ. Hãy mở đúng liên kết trong email mời.',
  expired: `Liên kết mời đã hết hạn (sau ${INVITATION_TTL_HOURS} giờ). Hãy nhờ người quản lý gửi lại lời mời.`,
  used: 'Liên kết mời này đã được dùng. Vui lòng đăng nhập trang quản trị bằng mật khẩu đã đặt.',
  accepted: 'Đã đặt mật khẩu. Chào mừng bạn đến trang quản trị.',
} as const

/** The back-office pages of this area (the set-password page is where invitation links lead). */
export const ADMIN_SIGN_IN_PAGE = '/quan-tri/dang-nhap'
export const ADMIN_SECURITY_PAGE = '/quan-tri/bao-mat'
export const ADMIN_SET_PASSWORD_PAGE = '/quan-tri/dat-mat-khau'
