import type { MediaImage } from '@phiencho/contracts'
import { type KeyboardEvent, useState } from 'react'

import { BagIcon } from '../../../components/ui/icons'
import { ResponsiveImage } from '../../../components/ui/responsive-image'

const MAIN_SIZES = '(min-width: 1024px) 520px, (min-width: 768px) 45vw, 100vw'

interface ProductGalleryProps {
  images: MediaImage[]
  name: string
  /** The thumbnails' list name; a classified ad's pictures are not a product's. */
  label?: string
}

/**
 * The product's pictures: a large one and a row of thumbnails (buttons: Tab to them, Enter or
 * Space to show one, arrow keys to move along the row).
 */
export function ProductGallery({ images, name, label = 'Ảnh sản phẩm' }: ProductGalleryProps) {
  const [current, setCurrent] = useState(0)
  const shown = images[current] ?? images[0]

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (current + step + images.length) % images.length
    setCurrent(next)
    event.currentTarget.querySelectorAll('button')[next]?.focus()
  }

  return (
    <div>
      <div className="card relative aspect-square overflow-hidden bg-ink-100">
        {shown ? (
          <ResponsiveImage
            key={shown.url}
            image={shown}
            sizes={MAIN_SIZES}
            priority={current === 0}
            className="size-full object-contain"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-ink-300">
            <BagIcon width={96} height={96} />
            <span className="sr-only">{name}: chưa có ảnh</span>
          </span>
        )}
      </div>
      {images.length > 1 ? (
        <ul
          aria-label={label}
          onKeyDown={onKeyDown}
          className="mt-3 flex gap-2 overflow-x-auto p-0.5"
        >
          {images.map((image, index) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={`Xem ảnh ${index + 1} trên ${images.length}`}
                aria-current={index === current ? 'true' : undefined}
                className={`block size-16 overflow-hidden rounded-lg border-2 bg-ink-100 sm:size-20 ${
                  index === current ? 'border-brand-700' : 'border-ink-200 hover:border-ink-300'
                }`}
              >
                <ResponsiveImage
                  image={image}
                  alt=""
                  sizes="80px"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
