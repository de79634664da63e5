import { adminPaths, adminUrl, type UploadedImage } from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'

/** Where each console uploads its pictures (each route needs that console's permission). */
const uploadPaths = {
  category: adminPaths.categoryImages,
  brand: adminPaths.brandImages,
  store: adminPaths.storeImages,
} as const
export type CataloguePictureOwner = keyof typeof uploadPaths

/** Uploads a picture for a category, brand or shop form; the form then sends its URL. */
export function useUploadCataloguePicture(owner: CataloguePictureOwner) {
  return useMutation({
    mutationFn: (file: File, { client }) => {
      const body = new FormData()
      body.append('file', file, file.name)
      return adminApiOf(client).post<UploadedImage>(adminUrl(uploadPaths[owner]), body)
    },
  })
}
