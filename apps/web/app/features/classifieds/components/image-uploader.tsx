import { AD_IMAGE_TYPES, AD_IMAGES_MAX, type UploadedImage } from '@phiencho/contracts'
import { type DragEvent, useEffect, useReducer, useRef, useState } from 'react'

import { FieldMessages, fieldDescribedBy } from '../../../components/ui/form-fields'
import { errorSentence } from '../../../lib/api-error'
import { IMAGE_IDS_FIELD, PENDING_UPLOADS_FIELD } from '../ad-form-values'
import {
  initialUploaderState,
  sortChosenFiles,
  uploadedIds,
  uploaderReducer,
} from '../image-uploader-state'
import { ImageUploaderItem } from './image-uploader-item'

interface ImageUploaderProps {
  /** The ad's saved pictures (edit form). */
  initialImages: readonly UploadedImage[]
  upload: (file: File, signal: AbortSignal) => Promise<UploadedImage>
  error?: string | undefined
}

const FIELD_ID = 'field-image_ids'
/** Set on a picture dragged to a new place, so that the drop zone can tell it from files. */
const REORDER_TYPE = 'application/x-phiencho-image-index'

/**
 * The ad's pictures: dropped on the zone or chosen with the file picker (the keyboard's way in),
 * checked here first, then each sent at once; reordered by dragging or with the move buttons.
 * The first one is the cover.
 */
export function ImageUploader({ initialImages, upload, error }: ImageUploaderProps) {
  const [state, dispatch] = useReducer(uploaderReducer, initialImages, initialUploaderState)
  const [dragging, setDragging] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const itemsRef = useRef(state.items)
  const previews = useRef(new Map<string, string>())
  const controller = useRef<AbortController | null>(null)
  const nextKey = useRef(0)
  const listRef = useRef<HTMLOListElement>(null)
  const focusAfterMove = useRef<{ key: string; action: 'earlier' | 'later' } | null>(null)

  useEffect(() => {
    itemsRef.current = state.items
  }, [state.items])

  useEffect(() => {
    const uploads = new AbortController()
    const urls = previews.current
    controller.current = uploads
    return () => {
      uploads.abort()
      for (const url of urls.values()) URL.revokeObjectURL(url)
      urls.clear()
    }
  }, [])

  // A moved picture's DOM node moved too, and lost the focus: give it back to the same button.
  useEffect(() => {
    const wanted = focusAfterMove.current
    if (!wanted) return
    focusAfterMove.current = null
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(
      `[data-key="${wanted.key}"] button[data-move]`,
    )
    const [earlier, later] = [buttons?.[0], buttons?.[1]]
    const preferred = wanted.action === 'earlier' ? earlier : later
    const fallback = wanted.action === 'earlier' ? later : earlier
    ;(preferred && !preferred.disabled ? preferred : fallback)?.focus()
  }, [state.items])

  function forgetPreview(key: string) {
    const url = previews.current.get(key)
    if (url) URL.revokeObjectURL(url)
    previews.current.delete(key)
  }

  function addFiles(files: File[]) {
    if (files.length === 0) return
    const { accepted, errors } = sortChosenFiles(files, itemsRef.current.length)
    const items = accepted.map((file) => {
      const key = `new-${nextKey.current++}`
      const preview = URL.createObjectURL(file)
      previews.current.set(key, preview)
      return { key, name: file.name, preview, file }
    })
    dispatch({
      type: 'add',
      items: items.map(({ key, name, preview }) => ({ key, name, preview })),
      errors,
    })
    if (items.length) setAnnouncement(`Đang tải lên ${items.length} ảnh…`)
    const signal = controller.current?.signal ?? new AbortController().signal
    for (const item of items) {
      upload(item.file, signal)
        .then((image) => {
          dispatch({ type: 'uploaded', key: item.key, image })
          setAnnouncement(`Đã tải lên ảnh ${item.name}.`)
        })
        .catch((failure: unknown) => {
          if (signal.aborted) return
          dispatch({ type: 'failed', key: item.key, error: errorSentence(failure) })
        })
        .finally(() => forgetPreview(item.key))
    }
  }

  function move(from: number, to: number, action?: 'earlier' | 'later') {
    const item = state.items[from]
    if (!item || to < 0 || to >= state.items.length) return
    if (action) focusAfterMove.current = { key: item.key, action }
    dispatch({ type: 'move', from, to })
    setAnnouncement(
      to === 0 ? `Ảnh đã chuyển lên đầu và là ảnh bìa.` : `Ảnh đã chuyển tới vị trí ${to + 1}.`,
    )
  }

  function remove(key: string, position: number) {
    forgetPreview(key)
    dispatch({ type: 'remove', key })
    setAnnouncement(`Đã xóa ảnh ${position}.`)
  }

  function onZoneDrop(event: DragEvent<HTMLDivElement>) {
    if (!event.dataTransfer.types.includes('Files')) return
    event.preventDefault()
    setDragging(false)
    addFiles(Array.from(event.dataTransfer.files))
  }

  function onZoneDragOver(event: DragEvent<HTMLDivElement>) {
    if (!event.dataTransfer.types.includes('Files')) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }

  const full = state.items.length >= AD_IMAGES_MAX
  const hintId = `${FIELD_ID}-hint`

  return (
    <fieldset aria-describedby={hintId}>
      {/* What the form sends: the uploaded pictures in order, and how many are still on the way. */}
      <input type="hidden" name={IMAGE_IDS_FIELD} value={uploadedIds(state.items).join(',')} />
      <input
        type="hidden"
        name={PENDING_UPLOADS_FIELD}
        value={state.items.filter((item) => item.status === 'uploading').length}
      />
      <legend className="mb-1 text-sm font-medium text-ink-800">
        Hình ảnh{' '}
        <span className="font-normal text-ink-600">
          ({state.items.length}/{AD_IMAGES_MAX})
        </span>
      </legend>
      <p id={hintId} className="mb-2 text-sm text-ink-600">
        Ảnh JPEG, PNG hoặc WebP, mỗi ảnh tối đa 5 MB. Ảnh đầu tiên là ảnh bìa; kéo thả hoặc dùng nút
        mũi tên để đổi thứ tự.
      </p>
      <div
        data-testid="image-drop-zone"
        onDragOver={onZoneDragOver}
        onDragEnter={onZoneDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onZoneDrop}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-ink-300 bg-ink-50'
        } ${error ? 'border-danger-700' : ''}`}
      >
        <p className="text-sm text-ink-700">
          {full ? 'Đã đủ 8 ảnh.' : 'Kéo thả ảnh vào đây, hoặc'}
        </p>
        <label
          className={`btn btn-secondary has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${
            full ? 'pointer-events-none opacity-60' : 'cursor-pointer'
          }`}
        >
          Chọn ảnh từ máy
          <input
            id={FIELD_ID}
            type="file"
            multiple
            accept={AD_IMAGE_TYPES.join(',')}
            disabled={full}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy(FIELD_ID, error)}
            className="sr-only"
            onChange={(event) => {
              addFiles(Array.from(event.currentTarget.files ?? []))
              event.currentTarget.value = ''
            }}
          />
        </label>
      </div>
      <FieldMessages id={FIELD_ID} error={error} />
      {state.errors.length ? (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-danger-700">
          {state.errors.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      ) : null}
      {state.items.length ? (
        <ol
          ref={listRef}
          aria-label="Ảnh của tin"
          className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4"
        >
          {state.items.map((item, index) => (
            <ImageUploaderItem
              key={item.key}
              item={item}
              position={index + 1}
              count={state.items.length}
              reorderType={REORDER_TYPE}
              onMoveEarlier={() => move(index, index - 1, 'earlier')}
              onMoveLater={() => move(index, index + 1, 'later')}
              onDropFrom={(from) => move(from, index)}
              onRemove={() => remove(item.key, index + 1)}
            />
          ))}
        </ol>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  )
}
