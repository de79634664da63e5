import { mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { MEDIA_VARIANT_WIDTHS, type MediaVariantWidth } from '@phiencho/contracts'
import sharp from 'sharp'

// Resized WebP copies of stored pictures (docs/decisions/006-image-variants.md). A variant is made
// once, by the seed or on its first request, and kept on disk beside the originals.

/** Variants live here, under the media directory; the dot keeps them out of `/media/*`. */
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
 * The stored path a variant URL names, or null when it could leave the media directory or name
 * something that is not a resizable picture: no empty, `.` or `..` segment, no dot-file, no
 * backslash or NUL.
 */
export function storedPathOf(raw: string): string | null {
  if (raw.length === 0 || raw.length > 500 || /[\\\0]/.test(raw)) return null
  const segments = raw.split('/')
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return null
  return RESIZABLE.test(raw) ? raw : null
}

function inside(root: string, relative: string): string | null {
  const file = path.resolve(root, relative)
  return file.startsWith(root + path.sep) ? file : null
}

export interface VariantFiles {
  source: string
  variant: string
}

/** Where the original and its variant are on disk; null when the path is not allowed. */
export function variantFiles(
  mediaDir: string,
  width: MediaVariantWidth,
  raw: string,
): VariantFiles | null {
  const stored = storedPathOf(raw)
  if (stored === null) return null
  const root = path.resolve(mediaDir)
  const source = inside(root, stored)
  const name = stored.toLowerCase().endsWith('.webp') ? stored : `${stored}.webp`
  const variant = inside(root, path.join(VARIANTS_DIR, `w${width}`, name))
  return source && variant ? { source, variant } : null
}

const fileSize = (file: string) =>
  stat(file).then(
    (s) => (s.isFile() ? s.size : null),
    () => null,
  )

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

async function render(source: string, variant: string, width: number): Promise<void> {
  await mkdir(path.dirname(variant), { recursive: true })
  // Renamed into place: a concurrent reader (or another process) never sees half a file.
  const partial = `${variant}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`
  try {
    await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      // Effort 2 of 6: about half the time of the default for files a few per cent larger.
      .webp({ quality: 80, effort: 2 })
      .toFile(partial)
    await rename(partial, variant)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}

const inFlight = new Map<string, Promise<number | null>>()

/**
 * Makes the variant unless it is on disk already; resolves to its size in bytes, or null when the
 * original does not exist. Concurrent calls for one variant share one render.
 */
export function ensureVariant(
  files: VariantFiles,
  width: MediaVariantWidth,
): Promise<number | null> {
  let pending = inFlight.get(files.variant)
  if (!pending) {
    pending = (async () => {
      const existing = await fileSize(files.variant)
      if (existing !== null) return existing
      if ((await fileSize(files.source)) === null) return null
      await limited(() => render(files.source, files.variant, width))
      return fileSize(files.variant)
    })().finally(() => inFlight.delete(files.variant))
    inFlight.set(files.variant, pending)
  }
  return pending
}

/** Every variant narrower than the original (the seed calls this for the pictures it draws). */
export async function ensureVariants(
  mediaDir: string,
  stored: string,
  originalWidth: number,
): Promise<void> {
  for (const width of MEDIA_VARIANT_WIDTHS) {
    if (width >= originalWidth) break
    const files = variantFiles(mediaDir, width, stored)
    if (files) await ensureVariant(files, width)
  }
}
