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

export interface FieldIssue {
  path: readonly PropertyKey[]
  code?: string
  message: string
}

/**
 * Turns zod issues into Laravel's `{ field: [messages] }` map, each message once. A field of the
 * wrong type gets its type message only: zod still runs length checks on any value that has a
 * `length` (an array sent for a string), which would repeat or contradict that message.
 */
export function fieldErrors(issues: readonly FieldIssue[]): Record<string, string[]> {
  const keyOf = (issue: FieldIssue) => (issue.path.length ? issue.path.map(String).join('.') : '_')
  const wrongType = new Set(issues.filter((issue) => issue.code === 'invalid_type').map(keyOf))
  const out: Record<string, string[]> = {}
  for (const issue of issues) {
    const key = keyOf(issue)
    if (wrongType.has(key) && issue.code !== 'invalid_type') continue
    const list = (out[key] ??= [])
    if (!list.includes(issue.message)) list.push(issue.message)
  }
  return out
}
