import {
  adminPaths,
  adminUrl,
  type ProductImportResult,
  type ProductSheetFormat,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'

/** The download address of the sheet of the products `filters` select (all when none). */
export const productSheetExportHref = (
  format: ProductSheetFormat,
  filters: Record<string, string> = {},
) => `${adminUrl(adminPaths.productsExport)}?${new URLSearchParams({ format, ...filters })}`

/** Sends a sheet: a dry run says what it would change, else it is applied (all or nothing). */
export function useImportProductSheet() {
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }, { client }) => {
      const body = new FormData()
      body.append('file', file, file.name)
      return adminApiOf(client).post<ProductImportResult>(
        adminUrl(adminPaths.productsImport),
        body,
        {
          query: { dry_run: String(dryRun) },
        },
      )
    },
  })
}
