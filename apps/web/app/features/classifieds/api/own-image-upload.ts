import { apiPaths, type UploadedImage } from '@phiencho/contracts'

import type { ApiClient } from '../../../lib/api-client'
import { imageFileProblem } from '../image-uploader-state'

/**
 * Sends a picture to the customer's uploads (the ad's pictures and the editor's alike). A file the
 * server would refuse for its type or size is refused here first, with the server's sentence.
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
