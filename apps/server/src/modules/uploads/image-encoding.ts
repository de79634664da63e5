import { createHash } from 'node:crypto'
import { AD_IMAGE_TYPES, classifiedsMessages } from '@phiencho/contracts'
import sharp from 'sharp'
import { fieldError } from '../../lib/errors.ts'

/** The longest side of a stored upload; phone photos (4000 px and more) come down to this. */
export const UPLOAD_MAX_SIDE = 1600
// Big enough for any photo a phone takes; a bigger (or forged) header is refused before decoding.
const MAX_INPUT_PIXELS = 50_000_000
// sharp's format names of the contract's types (`image/jpeg` → `jpeg`).
const ACCEPTED_FORMATS = new Set(AD_IMAGE_TYPES.map((type) => type.slice('image/'.length)))

export interface EncodedImage {
  data: Buffer
  width: number
  height: number
  sha256: string
}

/** JPEG, PNG or WebP by their first bytes: a failure to read one of these is a broken file. */
function hasAcceptedSignature(bytes: Buffer): boolean {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return true
  return (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
}

const unreadable = () => fieldError('file', classifiedsMessages.imageUnreadable)

/**
 * An uploaded picture as we store it: the type judged by its content (never its name or the
 * client's MIME type), turned upright by its EXIF orientation, at most UPLOAD_MAX_SIDE pixels on
 * its longest side, re-encoded as WebP with no metadata (no GPS position, no camera serial).
 */
export async function encodeUpload(bytes: Buffer): Promise<EncodedImage> {
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
  let format: string | undefined
  try {
    format = (await input().metadata()).format
  } catch {
    if (hasAcceptedSignature(bytes)) throw unreadable()
    throw fieldError('file', classifiedsMessages.imageType)
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw fieldError('file', classifiedsMessages.imageType)
  try {
    const { data, info } = await input()
      .rotate()
      .resize({
        width: UPLOAD_MAX_SIDE,
        height: UPLOAD_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true })
    return {
      data,
      width: info.width,
      height: info.height,
      sha256: createHash('sha256').update(data).digest('hex'),
    }
  } catch {
    throw unreadable()
  }
}
