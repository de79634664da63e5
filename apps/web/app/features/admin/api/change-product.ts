import {
  type AdminProductDetail,
  adminPaths,
  adminUrl,
  apiPaths,
  type CreateProductRequest,
  type ProductBulkRequest,
  type ProductBulkResult,
  type ProductUploadedImages,
  type UpdateProductRequest,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { ApiError } from '../../../lib/api-error'
import { readCookie } from '../../../lib/cookies'
import { adminApiOf } from '../admin-api'
import { productQueryKey, productsQueryKey } from './get-products'

export function useCreateProduct() {
  return useMutation({
    mutationFn: (body: CreateProductRequest, { client }) =>
      adminApiOf(client).post<AdminProductDetail>(adminUrl(adminPaths.products), body),
    onSuccess: (product, _body, _result, { client }) => {
      client.setQueryData(productQueryKey(product.id), product)
      void client.invalidateQueries({ queryKey: [...productsQueryKey, 'list'] })
    },
  })
}

/** A save names the version it started from: another's save in between answers 409. */
export function useUpdateProduct(id: number) {
  return useMutation({
    mutationFn: (body: UpdateProductRequest, { client }) =>
      adminApiOf(client).put<AdminProductDetail>(adminUrl(adminPaths.product, { id }), body),
    onSuccess: (product, _body, _result, { client }) => {
      client.setQueryData(productQueryKey(id), product)
      void client.invalidateQueries({ queryKey: [...productsQueryKey, 'list'] })
    },
  })
}

export function useBulkProducts() {
  return useMutation({
    mutationFn: (body: ProductBulkRequest, { client }) =>
      adminApiOf(client).post<ProductBulkResult>(adminUrl(adminPaths.productsBulk), body),
    onSettled: (_result, _error, _body, _context, { client }) =>
      client.invalidateQueries({ queryKey: productsQueryKey }),
  })
}

const XSRF_COOKIE = 'XSRF-TOKEN'

/**
 * Sends one picture for a product, reporting the share sent (0 to 1) as it goes: XMLHttpRequest,
 * since fetch tells nothing of an upload's progress. The staff cookie rides along; the CSRF
 * header is the one the API client sends.
 */
export async function uploadProductPicture(
  file: File,
  onProgress: (share: number) => void,
  signal: AbortSignal,
): Promise<ProductUploadedImages['data'][number]> {
  if (!readCookie(document.cookie, XSRF_COOKIE)) {
    await fetch(apiPaths.csrfCookie, { credentials: 'include', signal })
  }
  const url = adminUrl(adminPaths.productImages)
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.responseType = 'json'
    request.withCredentials = true
    request.setRequestHeader('Accept', 'application/json')
    request.setRequestHeader('X-XSRF-TOKEN', readCookie(document.cookie, XSRF_COOKIE) ?? '')
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    })
    const fail = (status: number, body: unknown) => {
      const answer = (body ?? {}) as { message?: string; errors?: Record<string, string[]> }
      reject(
        new ApiError({
          status,
          method: 'POST',
          path: url,
          message: answer.message ?? 'Không tải được ảnh lên. Vui lòng thử lại.',
          errors: answer.errors,
        }),
      )
    }
    request.addEventListener('load', () => {
      const body = request.response as ProductUploadedImages | null
      const image = body?.data?.[0]
      if (request.status >= 200 && request.status < 300 && image) resolve(image)
      else fail(request.status, request.response)
    })
    request.addEventListener('error', () => fail(0, null))
    signal.addEventListener('abort', () => request.abort())
    const form = new FormData()
    form.append('files', file, file.name)
    request.send(form)
  })
}
