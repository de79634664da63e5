import { type ChangeEvent, useState } from 'react'

import { fromSubmitError } from '../../../../lib/form-errors'
import { useUploadSettingsImage } from '../../api/change-settings'

interface ImageSettingFieldProps {
  name: 'logo' | 'favicon'
  label: string
  hint: string
  /** The stored path, and the URL it is served from. */
  stored: string | null
  storedUrl: string | null
  error?: string | undefined
}

const ACCEPT = 'image/jpeg,image/png,image/webp'

/**
 * A logo or favicon: the picture is uploaded as soon as it is chosen and previewed; the form then
 * sends its URL with the other changes. "Bỏ ảnh" clears it.
 */
export function ImageSettingField({
  name,
  label,
  hint,
  stored,
  storedUrl,
  error,
}: ImageSettingFieldProps) {
  const upload = useUploadSettingsImage()
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
        <div className="flex size-20 items-center justify-center rounded-lg border border-dashed border-ink-300 bg-ink-50">
          {preview ? (
            <img
              src={preview}
              alt={`${label} hiện tại`}
              className="max-h-18 max-w-18 object-contain"
            />
          ) : (
            <span className="text-xs text-ink-600">Chưa có ảnh</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label htmlFor={id} className="btn btn-secondary cursor-pointer focus-within:outline-3">
            {upload.isPending ? 'Đang tải lên…' : `Chọn ảnh ${label.toLowerCase()}`}
            <input
              id={id}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              onChange={(event) => void choose(event)}
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
