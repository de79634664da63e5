import { type MediaImage, mediaUrlSrcset } from '@phiencho/contracts'
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react'

import { useHydrated } from '../../../lib/use-hydrated'

const NAV_BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-white/90 text-xl text-ink-900 shadow ring-1 ring-ink-300 hover:bg-white disabled:opacity-40'

/** A review's photos as small thumbnails; each opens the photos larger in a dialog. */
export function ReviewPhotos({ photos, author }: { photos: MediaImage[]; author: string }) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const [shown, setShown] = useState(0)
  // The dialog is drawn once a photo is opened: the page's HTML carries the thumbnails only.
  const [opened, setOpened] = useState(false)
  const hydrated = useHydrated()
  useEffect(() => {
    if (opened && !dialog.current?.open) dialog.current?.showModal()
  }, [opened, shown])
  if (photos.length === 0) return null
  const current = photos[Math.min(shown, photos.length - 1)]!

  function open(index: number) {
    setShown(index)
    if (opened) dialog.current?.showModal()
    else setOpened(true)
  }

  // A click on the backdrop lands on the dialog element itself.
  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) dialog.current?.close()
  }

  return (
    <>
      <ul className="review-photos" aria-label={`Ảnh của ${author}`}>
        {photos.map((photo, index) => {
          return (
            <li key={photo.url}>
              <button
                type="button"
                onClick={() => open(index)}
                disabled={!hydrated}
                aria-haspopup="dialog"
                className="review-photo"
              >
                <img
                  src={photo.url}
                  srcSet={mediaUrlSrcset(photo.url, photo.width) || undefined}
                  sizes="80px"
                  width={80}
                  height={80}
                  loading="lazy"
                  alt={`Xem ảnh ${index + 1} của ${author} lớn hơn`}
                />
              </button>
            </li>
          )
        })}
      </ul>
      {opened ? (
        <dialog
          ref={dialog}
          aria-labelledby={`${id}-title`}
          onClick={onDialogClick}
          className="m-auto w-[min(48rem,calc(100%-1rem))] rounded-xl bg-white p-0 text-ink-900 shadow-xl backdrop:bg-ink-900/70"
        >
          <div className="flex items-center justify-between gap-2 border-b border-ink-200 px-4 py-2">
            <h3 id={`${id}-title`} className="text-sm font-semibold">
              Ảnh {Math.min(shown, photos.length - 1) + 1}/{photos.length} của {author}
            </h3>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-xl hover:bg-ink-100"
              aria-label="Đóng"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <div className="relative bg-ink-900">
            <img
              src={current.url}
              srcSet={mediaUrlSrcset(current.url, current.width) || undefined}
              sizes="(min-width: 48rem) 48rem, 100vw"
              width={current.width ?? undefined}
              height={current.height ?? undefined}
              alt={current.alt || `Ảnh ${shown + 1} của ${author}`}
              className="mx-auto max-h-[75dvh] w-auto object-contain"
            />
            {photos.length > 1 ? (
              <div className="absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between">
                <button
                  type="button"
                  className={NAV_BUTTON}
                  disabled={shown === 0}
                  onClick={() => setShown((n) => n - 1)}
                  aria-label="Ảnh trước"
                >
                  <span aria-hidden="true">‹</span>
                </button>
                <button
                  type="button"
                  className={NAV_BUTTON}
                  disabled={shown >= photos.length - 1}
                  onClick={() => setShown((n) => n + 1)}
                  aria-label="Ảnh sau"
                >
                  <span aria-hidden="true">›</span>
                </button>
              </div>
            ) : null}
          </div>
        </dialog>
      ) : null}
    </>
  )
}
