import { buffer } from 'node:stream/consumers'
import { MEDIA_VARIANT_WIDTHS, type MediaVariantWidth } from '@phiencho/contracts'
import sharp from 'sharp'
import type { MediaStorage } from '../../lib/storage/index.ts'

// Resized WebP copies of stored pictures (docs/decisions/006-image-variants.md). A variant is made
// once, by the seed or on its first request, and kept in the media storage beside the originals.

/** Variants are kept under this prefix; the dot keeps them out of `/media/*`. */
export const VARIANTS_DIR = '.variants'
const RESIZABLE = /\.(webp|jpe?g|png|avif)$/i
// Big enough for any photo a phone takes; a bigger (or forged) header is refused before decoding.
const MAX_INPUT_PIXELS = 50_000_000
/** Renders at once; sharp's own threads do the rest, and the machine has few cores. */
const MAX_RENDERS = 2

export function isVariantWidth(width: number): width is MediaVariantWidth {
  return (MEDIA_VARIANT_WIDTHS as readonly number[]).includes(width)
}

/**
 * The stored path a `/media/` URL names, or null when it could leave the media directory or name
 * what is not served: no empty, `.` or `..` segment, no dot-file (so not `.variants`), no
 * backslash or NUL.
 */
export function servedPathOf(raw: string): string | null {
  if (raw.length === 0 || raw.length > 500 || /[\\\0]/.test(raw)) return null
  const segments = raw.split('/')
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return null
  return raw
}

/** The stored path a variant URL names: a served path of a resizable picture. */
export function storedPathOf(raw: string): string | null {
  const stored = servedPathOf(raw)
  return stored !== null && RESIZABLE.test(stored) ? stored : null
}

export interface VariantKeys {
  source: string
  variant: string
}

/** The storage keys of the original and its variant; null when the path is not allowed. */
export function variantKeys(width: MediaVariantWidth, raw: string): VariantKeys | null {
  const stored = storedPathOf(raw)
  if (stored === null) return null
  const name = stored.toLowerCase().endsWith('.webp') ? stored : `${stored}.webp`
  return { source: stored, variant: `${VARIANTS_DIR}/w${width}/${name}` }
}

let running = 0
const waiting: Array<() => void> = []
async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}

/** The original's bytes, or null when the storage does not hold it. */
async function originalOf(storage: MediaStorage, key: string): Promise<Buffer | null> {
  const source = await storage.get(key)
  return source ? buffer(source.body) : null
}

/** Renders the variant and stores it; false when the original does not exist. */
async function render(
  storage: MediaStorage,
  keys: VariantKeys,
  width: number,
  original: Buffer | undefined,
): Promise<boolean> {
  const input = original ?? (await originalOf(storage, keys.source))
  if (!input) return false
  // Only sharp's work counts against MAX_RENDERS; reading and storing wait on the store.
  const variant = await limited(() =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      // Effort 2 of 6: about half the time of the default for files a few per cent larger.
      .webp({ quality: 80, effort: 2 })
      .toBuffer(),
  )
  await storage.put(keys.variant, variant, 'image/webp')
  return true
}

const inFlight = new Map<string, Promise<boolean>>()

/**
 * Makes the variant unless the storage holds it already; resolves to whether it exists now (false
 * when the original does not). Concurrent calls for one variant share one render. A caller that
 * holds the original's bytes passes them, and the storage is not read again.
 */
export function ensureVariant(
  storage: MediaStorage,
  keys: VariantKeys,
  width: MediaVariantWidth,
  original?: Buffer,
): Promise<boolean> {
  let pending = inFlight.get(keys.variant)
  if (!pending) {
    pending = (async () => {
      if (await storage.head(keys.variant)) return true
      return render(storage, keys, width, original)
    })().finally(() => inFlight.delete(keys.variant))
    inFlight.set(keys.variant, pending)
  }
  return pending
}

/** Every variant narrower than the original (the seed calls this for the pictures it draws). */
export async function ensureVariants(
  storage: MediaStorage,
  stored: string,
  originalWidth: number,
  original?: Buffer,
): Promise<void> {
  for (const width of MEDIA_VARIANT_WIDTHS) {
    if (width >= originalWidth) break
    const keys = variantKeys(width, stored)
    if (keys) await ensureVariant(storage, keys, width, original)
  }
}
