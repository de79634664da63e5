// Plain values of the error contracts, without zod: the app shell imports these (see README.md).

export const messages = {
  unauthenticated: 'Unauthenticated.',
  csrfMismatch: 'CSRF token mismatch.',
  forbidden: 'Bạn không có quyền thực hiện thao tác này.',
  notFound: 'Không tìm thấy.',
  tooManyRequests: 'Bạn thao tác quá nhiều lần. Vui lòng thử lại sau.',
  invalidData: 'Dữ liệu không hợp lệ.',
  invalidCharacters: 'Dữ liệu chứa ký tự không hợp lệ.',
  badRequest: 'Yêu cầu không hợp lệ.',
  invalidPath: 'Đường dẫn không hợp lệ.',
  invalidHost: 'Tên miền (Host) trong yêu cầu không hợp lệ.',
  methodNotAllowed: 'Phương thức không được hỗ trợ.',
  payloadTooLarge: 'Dữ liệu gửi lên quá lớn.',
  unsupportedMediaType: 'Định dạng dữ liệu không được hỗ trợ.',
  requestTimeout: 'Yêu cầu gửi quá chậm. Vui lòng thử lại.',
  headersTooLarge: 'Phần đầu (header) của yêu cầu quá lớn.',
  serverError: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
} as const
