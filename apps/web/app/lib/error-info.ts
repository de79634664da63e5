import { isRouteErrorResponse } from 'react-router'

export interface ErrorInfo {
  status: number
  /** The English headline, or the error's own message. */
  message: string
  /** The path the visitor asked for, when the error names one (unknown route). */
  path: string | null
}

export const NOT_FOUND_MESSAGE = 'Page Not Found'
export const SERVER_ERROR_MESSAGE = 'Internal Server Error'

/**
 * Status defaults to 500; the message is "Page Not Found" for 404, else "Internal Server
 * Error", unless the error brings its own (a route that throws `data({ message }, { status })`).
 * Plain exceptions keep their text to the logs: it is not written for visitors.
 */
export function describeError(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const status = error.status || 500
    const body: unknown = error.data
    let message: string | null = null
    let path: string | null = null
    if (typeof body === 'object' && body !== null) {
      const record = body as Record<string, unknown>
      if (typeof record.message === 'string' && record.message) message = record.message
      if (typeof record.path === 'string') path = record.path
    } else if (typeof body === 'string' && body && !body.startsWith('Error:')) {
      message = body
    }
    return { status, message: message ?? defaultMessage(status), path }
  }
  return { status: 500, message: SERVER_ERROR_MESSAGE, path: null }
}

function defaultMessage(status: number) {
  return status === 404 ? NOT_FOUND_MESSAGE : SERVER_ERROR_MESSAGE
}

/** Vietnamese words beside the English headline. */
export function explainStatus(status: number): string {
  if (status === 404)
    return 'Không tìm thấy trang bạn yêu cầu. Có thể đường dẫn đã sai hoặc trang đã được chuyển đi.'
  if (status === 401) return 'Bạn cần đăng nhập để xem trang này.'
  if (status === 403) return 'Bạn không có quyền truy cập trang này.'
  if (status === 429) return 'Bạn thao tác quá nhiều lần. Vui lòng thử lại sau.'
  if (status >= 500) return 'Đã có lỗi xảy ra phía máy chủ. Vui lòng thử lại sau ít phút.'
  return 'Yêu cầu không thể thực hiện được.'
}
