import './locale.ts'

import { z } from 'zod'

export const paginationMeta = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
})
export type PaginationMeta = z.infer<typeof paginationMeta>

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMeta })
}
