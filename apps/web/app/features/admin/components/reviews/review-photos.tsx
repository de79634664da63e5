import { type MediaImage, mediaUrlSrcset } from '@phiencho/contracts'
import { useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { ModalDialog } from '../modal-dialog'

/** The review's photos as thumbnails; one opens larger in a dialog. */
export function ReviewPhotos({ photos, author }: { photos: MediaImage[]; author: string }) {
  const [open, setOpen] = useState<number | null>(null)
  if (photos.length === 0) return null
  const shown = open === null ? null : photos[open]
  const name = (index: number) => `Ảnh ${index + 1} của ${author}`
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label="Ảnh đính kèm">
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Xem lớn ${name(index).toLowerCase()}`}
              className="block size-20 overflow-hidden rounded-lg border border-ink-200 bg-ink-100 hover:border-brand-700"
            >
              <img
                src={photo.url}
                srcSet={mediaUrlSrcset(photo.url, photo.width) || undefined}
                sizes="80px"
                width={80}
                height={80}
                alt=""
                loading="lazy"
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <ModalDialog open={shown !== null} onClose={() => setOpen(null)} size="lg">
        {(titleId) =>
          shown ? (
            <div className="p-4 sm:p-5">
              <h2 id={titleId} className="mb-3 font-semibold">
                {name(open ?? 0)}
              </h2>
              <img
                src={shown.url}
                srcSet={mediaUrlSrcset(shown.url, shown.width) || undefined}
                sizes="(min-width: 640px) 480px, 90vw"
                width={shown.width ?? undefined}
                height={shown.height ?? undefined}
                alt={shown.alt || name(open ?? 0)}
                className="mx-auto max-h-[70vh] w-auto rounded-lg object-contain"
              />
              <div className="mt-4 flex justify-end">
                <Button type="button" variant="secondary" onClick={() => setOpen(null)} autoFocus>
                  Đóng
                </Button>
              </div>
            </div>
          ) : null
        }
      </ModalDialog>
    </>
  )
}
