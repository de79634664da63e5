import { apiPaths } from '@phiencho/contracts'
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { injectAs, type TestApp } from './app.ts'

// Pictures and multipart bodies for upload tests.

/** A flat-coloured picture of that size, as sharp makes it (call `.jpeg()`, `.png()`, …). */
export const picture = (width: number, height: number, background = '#f97316') =>
  sharp({ create: { width, height, channels: 3, background } })

/** A `multipart/form-data` body with one file, serialised the way a browser does. */
export async function fileForm(
  bytes: Buffer,
  { field = 'file', filename = 'anh.jpg', type = 'image/jpeg' } = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData()
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename)
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  }
}

export async function uploadFile(
  t: TestApp,
  token: string,
  bytes: Buffer,
  options?: Parameters<typeof fileForm>[1],
): Promise<LightMyRequestResponse> {
  const form = await fileForm(bytes, options)
  return injectAs(t, token, { method: 'POST', url: apiPaths.imageUploads, ...form })
}

/** Uploads a small picture and answers its media id. */
export async function uploadPicture(t: TestApp, token: string, background = '#0ea5e9') {
  const res = await uploadFile(t, token, await picture(64, 48, background).png().toBuffer(), {
    filename: 'anh.png',
    type: 'image/png',
  })
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`)
  return res.json<{ id: number; url: string; width: number; height: number }>()
}
