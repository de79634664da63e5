import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

interface FieldFrameProps {
  id: string
  label: string
  required?: boolean | undefined
  error?: string | undefined
  hint?: string | undefined
  className?: string
  children: ReactNode
}

/** A field's error and hint, with the ids its control names in `aria-describedby`. */
export function FieldMessages({
  id,
  error,
  hint,
}: {
  id: string
  error?: string | undefined
  hint?: string | undefined
}) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
    </>
  )
}

/** A labelled control: label (with * when required), the control, its error and hint. */
export function FieldFrame({
  id,
  label,
  required,
  error,
  hint,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-800">
        {label}
        {required ? (
          <span className="text-danger-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

/** What `aria-describedby` of the control with this id names: its error, then its hint. */
export function fieldDescribedBy(id: string, error?: string, hint?: string) {
  return (
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined
  )
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  name: string
  label: string
  error?: string | undefined
  hint?: string
}

export function SelectField({
  name,
  label,
  error,
  hint,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const id = `field-${name}`
  return (
    <FieldFrame
      id={id}
      label={label}
      required={select.required}
      error={error}
      hint={hint}
      className={className}
    >
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className="field-input read-only:bg-white"
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  )
}

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name'
> {
  name: string
  label: string
  error?: string | undefined
  hint?: string
}

export function TextAreaField({
  name,
  label,
  error,
  hint,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const id = `field-${name}`
  return (
    <FieldFrame
      id={id}
      label={label}
      required={textarea.required}
      error={error}
      hint={hint}
      className={className}
    >
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className="field-input min-h-28 resize-y"
        {...textarea}
      />
    </FieldFrame>
  )
}
