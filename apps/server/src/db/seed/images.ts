import sharp from 'sharp'
import { slugify } from '@phiencho/vn'
import type { MediaStorage } from '../../lib/storage/index.ts'
import { ensureVariants } from '../../modules/media/index.ts'
import {
  bannerSvg,
  colorPalette,
  emblemSvg,
  itemSvg,
  landscapeSvg,
  palettes,
} from './image-shapes.ts'

/** A file in the media storage; `path` is what the database stores. */
export interface StoredImage {
  path: string
  width: number
  height: number
}

export const VARIANTS_PER_KIND = 8
const ITEM_SIZE = 720
const COVER = { width: 960, height: 540 }
const BANNER = { width: 1200, height: 400 }
const LOGO_SIZE = 320

interface Job extends StoredImage {
  svg: () => string
}

const variants = Array.from({ length: VARIANTS_PER_KIND }, (_, i) => i)

function itemJobs(folder: string, kinds: readonly string[]): Job[] {
  return kinds.flatMap((kind, k) =>
    variants.map((v) => ({
      path: `demo/${folder}/${kind}-${v + 1}.webp`,
      width: ITEM_SIZE,
      height: ITEM_SIZE,
      // Offsetting the palette by kind keeps neighbouring categories from sharing colours.
      svg: () => itemSvg(kind, palettes[(v + k) % palettes.length]!, ITEM_SIZE, v),
    })),
  )
}

export function itemImages(folder: string, kind: string): StoredImage[] {
  return variants.map((v) => ({
    path: `demo/${folder}/${kind}-${v + 1}.webp`,
    width: ITEM_SIZE,
    height: ITEM_SIZE,
  }))
}

/** A kind of product and a colour the catalogue names it in ("Xanh Đậm"). */
export interface ProductColor {
  kind: string
  color: string
}

/** Views drawn of a product in its own colour, so that a "Xanh Đậm" one is not shown in pink. */
const COLOR_VIEWS = [0, 2]

const colorImage = ({ kind, color }: ProductColor, i: number): StoredImage => ({
  path: `demo/products/${kind}-${slugify(color)}-${i + 1}.webp`,
  width: ITEM_SIZE,
  height: ITEM_SIZE,
})

/** Pictures of a `kind` in `color`; none when no palette draws that colour. */
export function colorImages(kind: string, color: string): StoredImage[] {
  if (!colorPalette(color)) return []
  return COLOR_VIEWS.map((_view, i) => colorImage({ kind, color }, i))
}

function colorJobs(colors: readonly ProductColor[]): Job[] {
  return colors.flatMap((pair) => {
    const palette = colorPalette(pair.color)
    if (!palette) return []
    return COLOR_VIEWS.map((view, i) => ({
      ...colorImage(pair, i),
      svg: () => itemSvg(pair.kind, palette, ITEM_SIZE, view),
    }))
  })
}

export function coverImages(): StoredImage[] {
  return variants.map((v) => ({ path: `demo/articles/cover-${v + 1}.webp`, ...COVER }))
}

export function logoImages(count: number): StoredImage[] {
  return Array.from({ length: count }, (_, i) => ({
    path: `demo/logos/logo-${i + 1}.webp`,
    width: LOGO_SIZE,
    height: LOGO_SIZE,
  }))
}

export function bannerImages(): StoredImage[] {
  return variants.map((v) => ({ path: `demo/banners/banner-${v + 1}.webp`, ...BANNER }))
}

function allJobs(
  productKinds: readonly string[],
  productColors: readonly ProductColor[],
  classifiedKinds: readonly string[],
  logos: number,
): Job[] {
  return [
    ...itemJobs('products', productKinds),
    ...colorJobs(productColors),
    ...itemJobs('classifieds', classifiedKinds),
    ...coverImages().map((image, v) => ({
      ...image,
      svg: () => landscapeSvg(palettes[v % palettes.length]!, COVER.width, COVER.height, v),
    })),
    ...bannerImages().map((image, v) => ({
      ...image,
      svg: () => bannerSvg(palettes[v % palettes.length]!, BANNER.width, BANNER.height, v),
    })),
    ...logoImages(logos).map((image, i) => ({
      ...image,
      svg: () => emblemSvg(palettes[i % palettes.length]!, LOGO_SIZE, i),
    })),
  ]
}

/**
 * Renders the demo pictures (SVG → WebP with sharp) that the storage does not hold yet, and their
 * resized variants. Files are shared by many rows, so a first start renders a few hundred small
 * files.
 */
export async function renderDemoImages(
  storage: MediaStorage,
  kinds: {
    products: readonly string[]
    productColors: readonly ProductColor[]
    classifieds: readonly string[]
    logos: number
  },
): Promise<number> {
  const jobs = allJobs(kinds.products, kinds.productColors, kinds.classifieds, kinds.logos)
  let rendered = 0
  const queue = [...jobs]
  // sharp works in libuv's pool; a few jobs in flight keep it busy without buffering hundreds.
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      let picture: Buffer | undefined
      if (!(await storage.head(job.path))) {
        // Stored whole (a local file renamed into place): a second process starting at once
        // never serves half a file.
        picture = await sharp(Buffer.from(job.svg())).webp({ quality: 82, effort: 2 }).toBuffer()
        await storage.put(job.path, picture, 'image/webp')
        rendered++
      }
      // The resized copies the pages ask for in `srcset`, so that no visitor waits for them.
      await ensureVariants(storage, job.path, job.width, picture)
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return rendered
}
