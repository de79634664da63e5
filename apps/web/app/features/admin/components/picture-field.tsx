import { type ChangeEvent, useState } from 'react'

import { fromSubmitError } from '../../../lib/form-errors'
import { type PictureOwner, useUploadPicture } from '../api/upload-picture'

interface PictureFieldProps {
  owner: PictureOwner
  name: string
  label: string
  hint: string
  /** The stored path, and the URL it is served from. */
  stored: string | null
  storedUrl: string | null
  error?: string | undefined
  /** A banner is wide; a logo, favicon or category picture square. */
  wide?: boolean
}

const ACCEPT = 'image/jpeg,image/png,image/webp'

/**
 * A picture of a category, brand or shop, or the website's logo or favicon: uploaded as soon as it
 * is chosen and previewed; the form then sends its URL (or the stored path, unchanged) with the
 * other fields. "Bỏ ảnh" clears it.
 */
export function PictureField({
  owner,
  name,
  label,
  hint,
  stored,
  storedUrl,
  error,
  wide = false,
}: PictureFieldProps) {
  const upload = useUploadPicture(owner)
  const [value, setValue] = useState(stored ?? '')
  const [preview, setPreview] = useState(storedUrl)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const id = `field-${name}`
  const shown = uploadError ?? error

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0]
    event.currentTarget.value = ''
    if (!file) return
    setUploadError(null)
    try {
      const image = await upload.mutateAsync(file)
      setValue(image.url)
      setPreview(image.url)
    } catch (failure) {
      const { fields, alert } = fromSubmitError(failure, ['file'])
      setUploadError(fields.file ?? alert)
    }
  }

  return (
    <fieldset className="rounded-lg border border-ink-200 p-4">
      <legend className="px-1 text-sm font-medium text-ink-800">{label}</legend>
      <input type="hidden" name={name} value={value} />
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={`flex items-center justify-center overflow-hidden rounded-lg border border-dashed border-ink-300 bg-ink-50 ${wide ? 'h-20 w-40' : 'size-20'}`}
        >
          {preview ? (
            <img
              src={preview}
              alt={`${label} hiện tại`}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <span className="text-xs text-ink-600">Chưa có ảnh</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label htmlFor={id} className="btn btn-secondary cursor-pointer focus-within:outline-3">
            {upload.isPending ? 'Đang tải lên…' : 'Chọn ảnh'}
            <input
              id={id}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              onChange={(event) => void choose(event)}
              aria-label={`Chọn ${label.toLowerCase()}`}
              aria-invalid={shown ? true : undefined}
              aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
              disabled={upload.isPending}
            />
          </label>
          {value ? (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setValue('')
                setPreview(null)
              }}
            >
              Bỏ ảnh
            </button>
          ) : null}
        </div>
      </div>
      {shown ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-danger-700">
          {shown}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="mt-2 text-sm text-ink-600">
        {hint}
      </p>
    </fieldset>
  )
}
