import { PRODUCT_IMAGES_MAX } from '@phiencho/contracts'
import { type DragEvent, useEffect, useRef, useState } from 'react'

import { errorSentence } from '../../../../lib/api-error'
import { imageFileProblem, moveItem } from '../../../classifieds/image-uploader-state'
import { uploadProductPicture } from '../../api/change-product'
import type { PictureItem } from '../../products/product-form-state'

interface ProductPicturesProps {
  pictures: PictureItem[]
  onChange: (update: (pictures: PictureItem[]) => PictureItem[]) => void
  error?: string | undefined
}

/**
 * The product's pictures: several dropped or chosen at once, each sent at once with its progress;
 * reordered by dragging or with the move buttons (the keyboard's way); the first is the cover,
 * "Đặt làm ảnh bìa" moves one there; each has its alternative text.
 */
export function ProductPictures({ pictures, onChange, error }: ProductPicturesProps) {
  const [dragging, setDragging] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const controller = useRef<AbortController | null>(null)
  const nextKey = useRef(0)
  const dragged = useRef<number | null>(null)

  useEffect(() => {
    const uploads = new AbortController()
    controller.current = uploads
    return () => uploads.abort()
  }, [])

  const update = (key: string, change: Partial<PictureItem>) =>
    onChange((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)))

  async function add(files: File[]) {
    const room = Math.max(0, PRODUCT_IMAGES_MAX - pictures.length)
    const chosen = files.slice(0, room)
    if (chosen.length < files.length) {
      setAnnouncement(`Mỗi sản phẩm có tối đa ${PRODUCT_IMAGES_MAX} ảnh.`)
    }
    const items = chosen.map((file) => ({
      file,
      item: {
        key: `new:${nextKey.current++}`,
        url: URL.createObjectURL(file),
        alt: '',
        state: 'uploading',
        progress: 0,
      } satisfies PictureItem as PictureItem,
    }))
    onChange((current) => [...current, ...items.map(({ item }) => item)])
    await Promise.all(
      items.map(async ({ file, item }) => {
        const problem = imageFileProblem(file)
        if (problem) {
          update(item.key, { state: 'failed', error: problem })
          return
        }
        try {
          const uploaded = await uploadProductPicture(
            file,
            (progress) => update(item.key, { progress }),
            controller.current!.signal,
          )
          URL.revokeObjectURL(item.url)
          update(item.key, {
            state: 'uploaded',
            progress: 1,
            path: uploaded.path,
            url: uploaded.url,
            srcset: uploaded.srcset,
          })
        } catch (failure) {
          update(item.key, { state: 'failed', error: errorSentence(failure) })
        }
      }),
    )
    setAnnouncement('Đã tải xong ảnh.')
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= pictures.length) return
    onChange((items) => moveItem(items, from, to))
    setAnnouncement(to === 0 ? 'Đã đặt làm ảnh bìa.' : `Đã chuyển ảnh đến vị trí ${to + 1}.`)
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (dragged.current === null && event.dataTransfer.files.length > 0) {
      void add([...event.dataTransfer.files])
    }
  }

  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault()
          if (dragged.current === null) setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-4 text-center ${dragging ? 'border-brand-600 bg-brand-50' : 'border-ink-300'}`}
      >
        <p className="text-sm text-ink-700">Kéo thả ảnh vào đây, hoặc</p>
        <label className="btn btn-secondary mt-2 cursor-pointer">
          Chọn ảnh
          <input
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            aria-describedby="product-pictures-hint"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])]
              event.target.value = ''
              void add(files)
            }}
          />
        </label>
        <p id="product-pictures-hint" className="mt-2 text-xs text-ink-600">
          JPEG, PNG hoặc WebP, tối đa 5 MB mỗi ảnh, {PRODUCT_IMAGES_MAX} ảnh. Ảnh đầu tiên là ảnh
          bìa.
        </p>
      </div>
      {error ? <p className="mt-1 text-sm text-danger-700">{error}</p> : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {pictures.length > 0 ? (
        <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {pictures.map((picture, index) => (
            <li
              key={picture.key}
              draggable={picture.state === 'uploaded'}
              onDragStart={() => {
                dragged.current = index
              }}
              onDragEnd={() => {
                dragged.current = null
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault()
                event.stopPropagation()
                if (dragged.current !== null) move(dragged.current, index)
                dragged.current = null
              }}
              className="min-w-0 rounded-lg border border-ink-200 bg-white p-2"
            >
              <div className="relative aspect-square overflow-hidden rounded bg-ink-50">
                <img
                  src={picture.url}
                  srcSet={picture.srcset}
                  sizes="12rem"
                  alt=""
                  className="size-full object-cover"
                />
                {index === 0 ? (
                  <span className="absolute top-1 left-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                    Ảnh bìa
                  </span>
                ) : null}
                {picture.state === 'uploading' ? (
                  <div className="absolute inset-x-0 bottom-0 bg-white/90 p-1">
                    <progress
                      className="block w-full"
                      max={1}
                      value={picture.progress}
                      aria-label={`Đang tải ảnh ${index + 1}`}
                    />
                  </div>
                ) : null}
              </div>
              {picture.state === 'failed' ? (
                <p className="mt-1 text-xs text-danger-700">{picture.error}</p>
              ) : (
                <label className="mt-2 block text-xs font-medium text-ink-700">
                  Mô tả ảnh (alt)
                  <input
                    className="field-input mt-0.5 text-sm"
                    value={picture.alt}
                    maxLength={255}
                    onChange={(event) => update(picture.key, { alt: event.target.value })}
                  />
                </label>
              )}
              <div className="mt-2 flex flex-wrap gap-1">
                <button
                  type="button"
                  className="btn btn-secondary px-2 py-1 text-xs"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={`Chuyển ảnh ${index + 1} lên trước`}
                >
                  ←
                </button>
                <button
                  type="button"
                  className="btn btn-secondary px-2 py-1 text-xs"
                  disabled={index === pictures.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Chuyển ảnh ${index + 1} ra sau`}
                >
                  →
                </button>
                {index > 0 && picture.state === 'uploaded' ? (
                  <button
                    type="button"
                    className="btn btn-secondary px-2 py-1 text-xs"
                    onClick={() => move(index, 0)}
                  >
                    Đặt làm ảnh bìa
                  </button>
                ) : null}
                <button
                  type="button"
                  className="btn btn-secondary px-2 py-1 text-xs text-danger-700"
                  onClick={() =>
                    onChange((items) => items.filter((item) => item.key !== picture.key))
                  }
                  aria-label={`Xóa ảnh ${index + 1}`}
                >
                  Xóa
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}
