import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { AD_IMAGE_BYTES_MAX, apiPaths, classifiedsMessages } from '@phiencho/contracts'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { media } from '../../db/schema.ts'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { fileForm, picture, uploadFile } from '../../test/upload-factories.ts'

let t: TestApp
let mediaDir: string
let token: string
let userId: number

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'phiencho-uploads-'))
  t = await createTestApp({ mediaDir })
  const customer = await createCustomer(t)
  token = customer.token
  userId = customer.user.id
})
afterAll(async () => {
  await t?.close()
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true })
})

const fileOf = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''))

const expect422 = (res: { statusCode: number; json(): unknown }, message: string) => {
  expect(res.statusCode).toBe(422)
  expect(res.json()).toEqual({ message, errors: { file: [message] } })
}

describe('POST /uploads/images', () => {
  it('answers 401 to a visitor without reading the file', async () => {
    const form = await fileForm(await picture(20, 20).jpeg().toBuffer())
    const res = await t.app.inject({ method: 'POST', url: apiPaths.imageUploads, ...form })
    expect(res.statusCode).toBe(401)
  })

  it('stores a photo upright as WebP, capped at 1600 px, without its metadata', async () => {
    // A sideways camera photo: 2400×1200 pixels, EXIF orientation 6, a camera and a copyright.
    const photo = await picture(2400, 1200)
      .jpeg()
      .withExif({ IFD0: { Make: 'Canon', Copyright: 'Nguyễn Văn A' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()

    // The name and the client's type say PNG; the content decides.
    const res = await uploadFile(t, token, photo, { filename: 'IMG_0001.png', type: 'image/png' })
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    expect(body).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/),
      width: 800,
      height: 1600,
    })

    const stored = await readFile(fileOf(body.url))
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1600 })
    expect(meta.exif).toBeUndefined()
    expect(meta.icc).toBeUndefined()
    expect(meta.xmp).toBeUndefined()
    expect(meta.orientation).toBeUndefined()

    const [row] = await t.database.db.select().from(media).where(eq(media.id, body.id))
    expect(row).toMatchObject({
      user_id: userId,
      path: body.url.replace('/media/', ''),
      mime: 'image/webp',
      size: stored.length,
      width: 800,
      height: 1600,
    })
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/)

    // Served by the static media route.
    const served = await t.app.inject({ method: 'GET', url: body.url })
    expect(served.statusCode).toBe(200)
  })

  it('accepts PNG and WebP, never enlarges, and knows a picture uploaded twice', async () => {
    const png = await picture(300, 200, '#16a34a').png().toBuffer()
    const first = await uploadFile(t, token, png, { filename: 'a.png', type: 'image/png' })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ width: 300, height: 200 })
    const again = await uploadFile(t, token, png, { filename: 'b.png', type: 'image/png' })
    expect(again.json()).toEqual(first.json())

    const webp = await picture(120, 90, '#7c3aed').webp().toBuffer()
    const third = await uploadFile(t, token, webp, {
      filename: 'c.bin',
      type: 'application/octet-stream',
    })
    expect(third.statusCode).toBe(201)
    expect(third.json()).toMatchObject({ width: 120, height: 90 })

    // The field name CKEditor's simple upload adapter uses.
    const editor = await uploadFile(t, token, webp, { field: 'upload', filename: 'c.webp' })
    expect(editor.json()).toEqual(third.json())
  })

  it('refuses other types whatever their name says', async () => {
    const gif = await picture(40, 40).gif().toBuffer()
    expect422(
      await uploadFile(t, token, gif, { filename: 'anh.jpg', type: 'image/jpeg' }),
      classifiedsMessages.imageType,
    )
    expect422(
      await uploadFile(t, token, Buffer.from('Xin chào, đây không phải ảnh.\n'), {
        filename: 'anh.jpg',
        type: 'image/jpeg',
      }),
      classifiedsMessages.imageType,
    )
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    expect422(
      await uploadFile(t, token, svg, { filename: 'a.png', type: 'image/png' }),
      classifiedsMessages.imageType,
    )
  })

  it('refuses a broken picture', async () => {
    const jpeg = await picture(200, 200).jpeg().toBuffer()
    expect422(
      await uploadFile(t, token, jpeg.subarray(0, 300)),
      classifiedsMessages.imageUnreadable,
    )
    const garbled = Buffer.concat([jpeg.subarray(0, 150), randomBytes(2_000)])
    expect422(await uploadFile(t, token, garbled), classifiedsMessages.imageUnreadable)
    const png = await picture(200, 200).png().toBuffer()
    const pngBody = Buffer.concat([png.subarray(0, 40), Buffer.alloc(png.length - 40, 0x55)])
    expect422(
      await uploadFile(t, token, pngBody, { filename: 'a.png', type: 'image/png' }),
      classifiedsMessages.imageUnreadable,
    )
  })

  it('refuses a file over 5 MB with a field error', async () => {
    // Noise does not compress: an uncompressed PNG just over the limit.
    const side = Math.ceil(Math.sqrt(AD_IMAGE_BYTES_MAX / 3)) + 8
    const noise = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(noise.length).toBeGreaterThan(AD_IMAGE_BYTES_MAX)
    expect422(
      await uploadFile(t, token, noise, { filename: 'to.png', type: 'image/png' }),
      classifiedsMessages.imageTooLarge,
    )
  })

  it('asks for a file when there is none', async () => {
    expect422(
      await uploadFile(t, token, Buffer.from([]), { filename: 'rong.jpg' }),
      classifiedsMessages.imageRequired,
    )
    expect422(
      await uploadFile(t, token, await picture(10, 10).jpeg().toBuffer(), { field: 'image' }),
      classifiedsMessages.imageRequired,
    )
    expect422(
      await injectAs(t, token, {
        method: 'POST',
        url: apiPaths.imageUploads,
        headers: { 'content-type': 'multipart/form-data; boundary=X' },
        payload: [
          '--X',
          'Content-Disposition: form-data; name="file"',
          '',
          'chữ',
          '--X--',
          '',
        ].join('\r\n'),
      }),
      classifiedsMessages.imageRequired,
    )
    expect422(
      await injectAs(t, token, { method: 'POST', url: apiPaths.imageUploads, payload: {} }),
      classifiedsMessages.imageRequired,
    )
  })

  it('answers a malformed multipart body with 400, never a 500', async () => {
    for (const [type, payload] of [
      [
        'multipart/form-data; boundary=X',
        '--X\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
      ],
      ['multipart/form-data', 'no boundary'],
    ] as const) {
      const res = await injectAs(t, token, {
        method: 'POST',
        url: apiPaths.imageUploads,
        headers: { 'content-type': type },
        payload,
      })
      expect(res.statusCode, type).toBe(400)
    }
  })

  it('limits uploads per customer', async () => {
    const busy = await createCustomer(t)
    const tiny = await picture(8, 8, '#000000').png().toBuffer()
    const form = await fileForm(tiny, { filename: 'a.png', type: 'image/png' })
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) {
      const res = await injectAs(t, busy.token, {
        method: 'POST',
        url: apiPaths.imageUploads,
        ...form,
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true)
    expect(statuses[60]).toBe(429)
    // Another customer is not held back.
    const other = await uploadFile(t, token, tiny, { filename: 'a.png', type: 'image/png' })
    expect(other.statusCode).toBe(201)
  })
})
