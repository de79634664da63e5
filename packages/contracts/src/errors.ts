import './locale.ts'

import { z } from 'zod'

export { messages } from './errors.constants.ts'

/** Laravel-style error body: `{ message }`, plus `errors` on 422 and `path` on a 404 of an address. */
export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  path: z.string().optional().describe('The address that names nothing (404).'),
})
export type ErrorResponse = z.infer<typeof errorResponse>

/** Turns a zod error into Laravel's `{ field: [messages] }` map (first path segment is the field). */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_'
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}
