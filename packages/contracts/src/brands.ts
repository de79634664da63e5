import './locale.ts'

import { z } from 'zod'

import { paginationQuery, productFilterQuery, queryBoolean } from './catalog-query.ts'
import { paginated } from './pagination.ts'

export { brandMessages } from './brands.constants.ts'

export const brand = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  description: z.string().nullable(),
  is_famous: z.boolean(),
})
export type Brand = z.infer<typeof brand>

/** `GET /brands?famous=true`: the famous brands page. */
export const brandListQuery = z.object({
  ...paginationQuery,
  famous: queryBoolean.optional(),
  /** Only brands with products on sale in this category or its subcategories (filter choices). */
  category: productFilterQuery.category,
})
export type BrandListQuery = z.output<typeof brandListQuery>

export const brandList = paginated(brand)
export type BrandList = z.infer<typeof brandList>
