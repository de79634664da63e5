import './locale.ts'

import { z } from 'zod'

export const paginationMeta = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
})
export type PaginationMeta = z.infer<typeof paginationMeta>

/** The `meta` of a list page: an empty list still has one (empty) page. */
export function pageMeta(page: number, perPage: number, total: number): PaginationMeta {
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  }
}

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMeta })
}
