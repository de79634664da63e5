import { classifiedsMessages } from '@phiencho/contracts'
import { describe, expect, it, vi } from 'vitest'

import { ApiError } from '../../../lib/api-error'
import { EditorUploadAdapter } from './editor-upload-adapter'

const file = new File(['x'], 'anh.jpg', { type: 'image/jpeg' })
const loader = (value: File | null = file) => ({ file: Promise.resolve(value) })

describe('editor upload adapter', () => {
  it('sends the file and answers where the picture is served from', async () => {
    const send = vi.fn(async () => ({ url: '/media/uploads/2026/11/a.webp' }))
    const adapter = new EditorUploadAdapter(loader(), send)
    await expect(adapter.upload()).resolves.toEqual({ default: '/media/uploads/2026/11/a.webp' })
    expect(send).toHaveBeenCalledWith(file, expect.any(AbortSignal))
  })

  it("rejects with the server's Vietnamese sentence, for the editor's warning", async () => {
    const refused = new ApiError({
      status: 422,
      message: classifiedsMessages.imageType,
      method: 'POST',
      path: '/api/v1/uploads/images',
      errors: { file: [classifiedsMessages.imageType] },
    })
    const adapter = new EditorUploadAdapter(loader(), async () => {
      throw refused
    })
    await expect(adapter.upload()).rejects.toBe(classifiedsMessages.imageType)
  })

  it('passes a refusal made before sending as it is', async () => {
    const adapter = new EditorUploadAdapter(loader(), async () => {
      throw new Error(classifiedsMessages.imageTooLarge)
    })
    await expect(adapter.upload()).rejects.toBe(classifiedsMessages.imageTooLarge)
  })

  it('cancels the request when the editor aborts the upload', async () => {
    let seen: AbortSignal | undefined
    const adapter = new EditorUploadAdapter(
      loader(),
      (_file, signal) =>
        new Promise((_resolve, reject) => {
          seen = signal
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
        }),
    )
    const upload = adapter.upload()
    await Promise.resolve()
    await Promise.resolve()
    adapter.abort()
    await expect(upload).rejects.toBeInstanceOf(DOMException)
    expect(seen?.aborted).toBe(true)
  })
})
