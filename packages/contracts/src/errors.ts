import { z } from 'zod'

/** Laravel-style error body: `{ message }`, plus `errors` on 422. */
export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type ErrorResponse = z.infer<typeof errorResponse>

export const messages = {
  unauthenticated: 'Unauthenticated.',
  csrfMismatch: 'CSRF token mismatch.',
  forbidden: 'Bạn không có quyền thực hiện thao tác này.',
  notFound: 'Không tìm thấy.',
  tooManyRequests: 'Bạn thao tác quá nhiều lần. Vui lòng thử lại sau.',
  invalidData: 'Dữ liệu không hợp lệ.',
  serverError: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
} as const

/** Turns a zod error into Laravel's `{ field: [messages] }` map (first path segment is the field). */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_'
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}
