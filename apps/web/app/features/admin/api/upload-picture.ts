import { adminPaths, adminUrl, type UploadedImage } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'

/** Where each form uploads its pictures (each route needs that form's permission). */
const uploadPaths = {
  category: adminPaths.categoryImages,
  brand: adminPaths.brandImages,
  store: adminPaths.storeImages,
  settings: adminPaths.settingsImages,
  article: adminPaths.articleImages,
} as const
export type PictureOwner = keyof typeof uploadPaths

/**
 * Uploads a picture for a category, brand, shop, news cover or the website's settings; the server stores it
 * as WebP and the form then sends its URL.
 */
export function useUploadPicture(owner: PictureOwner) {
  return useMutation({
    mutationFn: (file: File, { client }) => {
      const body = new FormData()
      body.append('file', file, file.name)
      return adminApiOf(client).post<UploadedImage>(adminUrl(uploadPaths[owner]), body)
    },
  })
}
