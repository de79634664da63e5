import type { InputHTMLAttributes } from 'react'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string
  label: string
  error?: string
  hint?: string
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({ name, label, error, hint, className, ...input }: TextFieldProps) {
  const id = `field-${name}`
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-800">
        {label}
        {input.required ? (
          <span className="text-danger-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="field-input"
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
