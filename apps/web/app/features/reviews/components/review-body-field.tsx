import { REVIEW_BODY_MAX, REVIEW_BODY_MIN } from '@phiencho/contracts'
import { formatInteger } from '@phiencho/vn'
import { useState } from 'react'

import { fieldDescribedBy } from '../../../components/ui/form-fields'

const FIELD_ID = 'field-body'

/** The review's words, with a live count against REVIEW_BODY_MIN–REVIEW_BODY_MAX characters. */
export function ReviewBodyField({
  defaultValue,
  error,
}: {
  defaultValue: string
  error?: string | undefined
}) {
  const [length, setLength] = useState(defaultValue.trim().length)
  const short = length < REVIEW_BODY_MIN
  const hintId = `${FIELD_ID}-hint`
  return (
    <div>
      <label htmlFor={FIELD_ID} className="mb-1 block text-sm font-medium text-ink-800">
        Nhận xét của bạn
        <span className="text-danger-700" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <textarea
        id={FIELD_ID}
        name="body"
        rows={5}
        required
        maxLength={REVIEW_BODY_MAX}
        defaultValue={defaultValue}
        onChange={(event) => setLength(event.currentTarget.value.trim().length)}
        placeholder="Chất lượng, kích cỡ, màu sắc có đúng mô tả không? Bạn có hài lòng với sản phẩm?"
        aria-invalid={error ? true : undefined}
        aria-describedby={[fieldDescribedBy(FIELD_ID, error), hintId].filter(Boolean).join(' ')}
        className="field-input min-h-32 resize-y"
      />
      {error ? (
        <p id={`${FIELD_ID}-error`} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="mt-1 flex justify-between gap-3 text-sm text-ink-600">
        <span>
          Từ {REVIEW_BODY_MIN} đến {formatInteger(REVIEW_BODY_MAX)} ký tự.
        </span>
        <span className={short ? 'text-ink-600' : 'text-success-700'}>
          {formatInteger(length)}/{formatInteger(REVIEW_BODY_MAX)}
        </span>
      </p>
    </div>
  )
}
