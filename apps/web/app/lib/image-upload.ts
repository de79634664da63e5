import {
  AD_IMAGE_BYTES_MAX,
  AD_IMAGE_TYPES,
  apiPaths,
  classifiedsMessages,
  type UploadedImage,
} from '@phiencho/contracts'

import type { ApiClient } from './api-client'

// The customer's picture uploads (`POST /uploads/images`), shared by the ads' pictures and the
// reviews' photos: the same route, types and size limit serve both.

/** The server's answer to a file it would refuse, checked before sending it; null when fine. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(AD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return classifiedsMessages.imageType
  }
  if (file.size > AD_IMAGE_BYTES_MAX) return classifiedsMessages.imageTooLarge
  return null
}

/** The file types the picker offers. */
export const IMAGE_ACCEPT = AD_IMAGE_TYPES.join(',')

/**
 * Sends a picture to the customer's uploads. A file the server would refuse for its type or size is
 * refused here first, with the server's sentence.
 */
export async function uploadOwnImage(
  api: ApiClient,
  file: File,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  const problem = imageFileProblem(file)
  if (problem) throw new Error(problem)
  const body = new FormData()
  body.append('file', file, file.name)
  return api.post<UploadedImage>(apiPaths.imageUploads, body, { signal })
}
