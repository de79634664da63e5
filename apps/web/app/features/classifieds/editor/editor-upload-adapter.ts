import type { FileLoader, UploadAdapter, UploadResponse } from 'ckeditor5'

import { errorSentence } from '../../../lib/api-error'

/** Sends one picture to the server; resolves with where it is served from. */
export type EditorImageUpload = (file: File, signal: AbortSignal) => Promise<{ url: string }>

/**
 * CKEditor's bridge to our upload endpoint: a picture pasted, dropped or picked in the editor goes
 * through the same API client as the rest of the page (bearer token or CSRF header). A rejection
 * carries the server's Vietnamese sentence, which the editor shows as the upload's warning.
 */
export class EditorUploadAdapter implements UploadAdapter {
  private readonly controller = new AbortController()
  private readonly loader: Pick<FileLoader, 'file'>
  private readonly send: EditorImageUpload

  constructor(loader: Pick<FileLoader, 'file'>, send: EditorImageUpload) {
    this.loader = loader
    this.send = send
  }

  async upload(): Promise<UploadResponse> {
    const file = await this.loader.file
    if (!file) throw new Error('Không đọc được tệp ảnh.')
    try {
      const { url } = await this.send(file, this.controller.signal)
      return { default: url }
    } catch (error) {
      // CKEditor puts the rejection's value in its warning as it is: a sentence, not an object.
      throw this.controller.signal.aborted ? error : errorSentence(error)
    }
  }

  abort(): void {
    this.controller.abort()
  }
}
