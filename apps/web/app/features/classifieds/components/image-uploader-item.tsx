import type { DragEvent } from 'react'

import { imageFromUrl } from '../../../lib/media-image'
import type { UploaderItem } from '../image-uploader-state'

interface ImageUploaderItemProps {
  item: UploaderItem
  /** 1-based place in the list; the first picture is the cover. */
  position: number
  count: number
  reorderType: string
  onMoveEarlier: () => void
  onMoveLater: () => void
  /** Another picture (at `from`, 0-based) was dropped on this one: it takes this place. */
  onDropFrom: (from: number) => void
  onRemove: () => void
}

const SMALL_BUTTON =
  'inline-flex size-8 items-center justify-center rounded-md bg-white/95 text-ink-800 shadow-sm ring-1 ring-ink-300 hover:bg-ink-100 disabled:opacity-40'

/** One picture of the uploader: its thumbnail, the cover mark, and its move and remove buttons. */
export function ImageUploaderItem({
  item,
  position,
  count,
  reorderType,
  onMoveEarlier,
  onMoveLater,
  onDropFrom,
  onRemove,
}: ImageUploaderItemProps) {
  const uploading = item.status === 'uploading'
  const name = `ảnh ${position}${position === 1 ? ' (ảnh bìa)' : ''}`

  function accepts(event: DragEvent) {
    return event.dataTransfer.types.includes(reorderType)
  }

  return (
    <li
      data-key={item.key}
      draggable={!uploading}
      onDragStart={(event) => {
        event.dataTransfer.setData(reorderType, String(position - 1))
        event.dataTransfer.effectAllowed = 'move'
      }}
      onDragOver={(event) => {
        if (!accepts(event)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'move'
      }}
      onDrop={(event) => {
        if (!accepts(event)) return
        event.preventDefault()
        const from = Number(event.dataTransfer.getData(reorderType))
        if (Number.isInteger(from)) onDropFrom(from)
      }}
      aria-busy={uploading || undefined}
      className="relative overflow-hidden rounded-lg border border-ink-200 bg-white"
    >
      <Thumbnail item={item} alt={`Ảnh ${position}${position === 1 ? ', ảnh bìa' : ''}`} />
      {position === 1 ? (
        <span className="absolute top-1 left-1 rounded-md bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">
          Ảnh bìa
        </span>
      ) : null}
      {uploading ? (
        <span className="absolute inset-0 flex items-center justify-center bg-white/60 text-brand-800">
          <span className="spinner size-6" aria-hidden="true" />
          <span className="sr-only">Đang tải lên {item.name}</span>
        </span>
      ) : null}
      <div className="absolute inset-x-1 bottom-1 flex justify-between gap-1">
        <span className="flex gap-1">
          <button
            type="button"
            data-move="earlier"
            className={SMALL_BUTTON}
            disabled={position === 1}
            onClick={onMoveEarlier}
            aria-label={`Đưa ${name} lên trước`}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            data-move="later"
            className={SMALL_BUTTON}
            disabled={position === count}
            onClick={onMoveLater}
            aria-label={`Đưa ${name} ra sau`}
          >
            <span aria-hidden="true">→</span>
          </button>
        </span>
        <button
          type="button"
          className={`${SMALL_BUTTON} text-danger-700`}
          onClick={onRemove}
          aria-label={`Xóa ${name}`}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </li>
  )
}

function Thumbnail({ item, alt }: { item: UploaderItem; alt: string }) {
  if (item.status === 'uploading') {
    return <img src={item.preview} alt={alt} className="aspect-square w-full object-cover" />
  }
  const image = imageFromUrl(item.image.url, item.image.width, item.image.height, alt)
  return (
    <img
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes="(min-width: 640px) 160px, 33vw"
      width={item.image.width}
      height={item.image.height}
      alt={alt}
      draggable={false}
      className="aspect-square w-full object-cover"
    />
  )
}
