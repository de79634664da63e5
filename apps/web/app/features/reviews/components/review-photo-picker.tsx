import { REVIEW_PHOTOS_MAX, reviewsMessages, type UploadedImage } from '@phiencho/contracts'
import { useEffect, useRef, useState } from 'react'

import { fieldDescribedBy } from '../../../components/ui/form-fields'
import { errorSentence } from '../../../lib/api-error'
import { IMAGE_ACCEPT, imageFileProblem } from '../../../lib/image-upload'

type PhotoItem =
  | { key: string; status: 'uploading'; name: string; preview: string }
  | { key: string; status: 'done'; name: string; image: Pick<UploadedImage, 'id' | 'url'> }

const FIELD_ID = 'field-image_ids'

interface ReviewPhotoPickerProps {
  /** The review's photos when editing it. */
  initial: Pick<UploadedImage, 'id' | 'url'>[]
  upload: (file: File, signal: AbortSignal) => Promise<UploadedImage>
  error?: string | undefined
  /** Told how many photos are still on their way (the form waits for them). */
  onPendingChange: (pending: number) => void
}

/** Up to REVIEW_PHOTOS_MAX photos, each sent as soon as it is chosen, with how far the sending is. */
export function ReviewPhotoPicker({
  initial,
  upload,
  error,
  onPendingChange,
}: ReviewPhotoPickerProps) {
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initial.map((image) => ({ key: `saved-${image.id}`, status: 'done', name: '', image })),
  )
  const [problems, setProblems] = useState<string[]>([])
  const nextKey = useRef(0)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => {
    const uploads = new AbortController()
    controller.current = uploads
    return () => uploads.abort()
  }, [])

  const pending = items.filter((item) => item.status === 'uploading').length
  useEffect(() => onPendingChange(pending), [pending, onPendingChange])

  function addFiles(files: File[]) {
    const refused: string[] = []
    const room = REVIEW_PHOTOS_MAX - items.length
    const accepted: File[] = []
    for (const file of files) {
      const problem = imageFileProblem(file)
      if (problem) refused.push(`${file.name}: ${problem}`)
      else if (accepted.length < room) accepted.push(file)
      else if (!refused.includes(reviewsMessages.photos)) refused.push(reviewsMessages.photos)
    }
    setProblems(refused)
    const signal = controller.current?.signal ?? new AbortController().signal
    for (const file of accepted) {
      const key = `new-${nextKey.current++}`
      const preview = URL.createObjectURL(file)
      setItems((current) => [...current, { key, status: 'uploading', name: file.name, preview }])
      upload(file, signal)
        .then((image) =>
          setItems((current) =>
            current.map((item) =>
              item.key === key ? { key, status: 'done', name: file.name, image } : item,
            ),
          ),
        )
        .catch((failure: unknown) => {
          if (signal.aborted) return
          setItems((current) => current.filter((item) => item.key !== key))
          setProblems((current) => [...current, `${file.name}: ${errorSentence(failure)}`])
        })
        .finally(() => URL.revokeObjectURL(preview))
    }
  }

  const done = items.length - pending
  const full = items.length >= REVIEW_PHOTOS_MAX
  const hintId = `${FIELD_ID}-hint`

  return (
    <fieldset
      aria-describedby={[fieldDescribedBy(FIELD_ID, error), hintId].filter(Boolean).join(' ')}
    >
      <input
        type="hidden"
        name="image_ids"
        value={items.flatMap((item) => (item.status === 'done' ? [item.image.id] : [])).join(',')}
      />
      <legend className="mb-1 text-sm font-medium text-ink-800">
        Hình ảnh{' '}
        <span className="font-normal text-ink-600">
          ({items.length}/{REVIEW_PHOTOS_MAX})
        </span>
      </legend>
      <p id={hintId} className="mb-2 text-sm text-ink-600">
        Không bắt buộc. Tối đa {REVIEW_PHOTOS_MAX} ảnh JPEG, PNG hoặc WebP, mỗi ảnh tối đa 5 MB.
        Đánh giá có ảnh sẽ được kiểm duyệt trước khi hiển thị.
      </p>
      <ul className="flex flex-wrap gap-2" aria-label="Ảnh đã chọn">
        {items.map((item, index) => (
          <li
            key={item.key}
            className="relative size-24 overflow-hidden rounded-lg border border-ink-200 bg-ink-50"
            aria-busy={item.status === 'uploading' || undefined}
          >
            <img
              src={item.status === 'done' ? item.image.url : item.preview}
              alt={`Ảnh ${index + 1}`}
              className="size-full object-cover"
            />
            {item.status === 'uploading' ? (
              <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-white/70 text-xs font-medium text-brand-800">
                <span className="spinner size-5" aria-hidden="true" />
                Đang tải…
              </span>
            ) : (
              <button
                type="button"
                onClick={() => setItems((current) => current.filter((x) => x.key !== item.key))}
                className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-white/95 text-danger-700 shadow-sm ring-1 ring-ink-300 hover:bg-ink-100"
                aria-label={`Xóa ảnh ${index + 1}`}
              >
                <span aria-hidden="true">✕</span>
              </button>
            )}
          </li>
        ))}
        {full ? null : (
          <li>
            <label className="flex size-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-ink-300 text-center text-xs font-medium text-ink-700 hover:border-brand-600 hover:text-brand-800 has-focus-visible:outline-3 has-focus-visible:outline-brand-600">
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              Thêm ảnh
              <input
                id={FIELD_ID}
                type="file"
                multiple
                accept={IMAGE_ACCEPT}
                aria-invalid={error ? true : undefined}
                className="sr-only"
                onChange={(event) => {
                  addFiles(Array.from(event.currentTarget.files ?? []))
                  event.currentTarget.value = ''
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {pending ? (
        <div className="mt-2 flex items-center gap-2 text-sm text-ink-700">
          <progress
            value={done}
            max={items.length}
            aria-label="Tiến độ tải ảnh lên"
            className="h-2 w-32 accent-brand-700"
          />
          <span role="status">
            Đang tải lên… {done}/{items.length} ảnh
          </span>
        </div>
      ) : null}
      {error ? (
        <p id={`${FIELD_ID}-error`} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      {problems.length ? (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-danger-700">
          {problems.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  )
}
