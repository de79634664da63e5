import {
  type AdminBrandList,
  type AdminCategoryTree,
  type AdminStoreList,
  adminPaths,
  adminUrl,
} from '@phiencho/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'

import type { EditorChoices } from '../components/products/product-editor'
import { adminApiOf } from '../admin-api'
import { adminQueryKey } from './get-admin-me'

/** Store pages read for the pickers; a shop with more stores than this lists the first ones. */
const STORE_PAGES_MAX = 10

/** The categories (as a tree, in order), brands and stores a product can be filed under. */
export function productChoicesQueryOptions() {
  return queryOptions({
    queryKey: [...adminQueryKey, 'product-choices'],
    queryFn: async ({ client, signal }): Promise<EditorChoices> => {
      const api = adminApiOf(client)
      const [categories, brands] = await Promise.all([
        api.get<AdminCategoryTree>(adminUrl(adminPaths.categories), { signal }),
        api.get<AdminBrandList>(adminUrl(adminPaths.brands), { signal }),
      ])
      const stores: EditorChoices['stores'][number][] = []
      for (let page = 1; page <= STORE_PAGES_MAX; page++) {
        const list = await api.get<AdminStoreList>(adminUrl(adminPaths.stores), {
          query: { page },
          signal,
        })
        stores.push(...list.data.map((store) => ({ id: store.id, name: store.name })))
        if (page >= list.meta.last_page) break
      }
      return {
        categories: categories.data,
        brands: brands.data.map((brand) => ({ id: brand.id, name: brand.name })),
        stores: stores.sort((a, b) => a.name.localeCompare(b.name, 'vi')),
      }
    },
    staleTime: 60_000,
  })
}

export function useProductChoices() {
  return useQuery(productChoicesQueryOptions())
}
