import { reviewStarLabels } from '@phiencho/contracts'
import { useState } from 'react'

import { fieldDescribedBy } from '../../../components/ui/form-fields'

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z'
const FIELD_ID = 'field-rating'

/**
 * "Chất lượng sản phẩm": five radio buttons drawn as stars, each named by its label ("Tuyệt vời");
 * the arrow keys move between them as in any radio group.
 */
export function StarPicker({
  defaultValue,
  error,
}: {
  defaultValue: number | null
  error?: string | undefined
}) {
  const [value, setValue] = useState<number | null>(defaultValue)
  const [hovered, setHovered] = useState<number | null>(null)
  const shown = hovered ?? value
  return (
    <fieldset aria-describedby={fieldDescribedBy(FIELD_ID, error)} id={FIELD_ID} tabIndex={-1}>
      <legend className="mb-1 text-sm font-medium text-ink-800">
        Chất lượng sản phẩm
        <span className="text-danger-700" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex" onMouseLeave={() => setHovered(null)}>
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              className="relative cursor-pointer rounded-md p-1 has-focus-visible:outline-3 has-focus-visible:outline-brand-600"
              onMouseEnter={() => setHovered(star)}
            >
              <input
                type="radio"
                name="rating"
                value={star}
                defaultChecked={defaultValue === star}
                onChange={() => setValue(star)}
                aria-invalid={error ? true : undefined}
                // Over the whole star, unseen: a tap anywhere on it lands on the radio itself.
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span className="sr-only">{`${star} sao – ${reviewStarLabels[star]}`}</span>
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className={`size-9 ${shown !== null && star <= shown ? 'text-amber-500' : 'text-ink-300'}`}
                fill="currentColor"
              >
                <path d={STAR_PATH} />
              </svg>
            </label>
          ))}
        </div>
        <span className="min-w-24 text-sm font-medium text-amber-800" aria-hidden="true">
          {shown ? reviewStarLabels[shown] : ''}
        </span>
      </div>
      {error ? (
        <p id={`${FIELD_ID}-error`} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
