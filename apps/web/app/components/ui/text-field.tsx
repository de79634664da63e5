import type { InputHTMLAttributes } from 'react'

import { FieldFrame, fieldDescribedBy } from './form-fields'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string
  label: string
  error?: string
  hint?: string
  /** When two forms on one page share a field name. */
  id?: string
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({
  name,
  label,
  error,
  hint,
  className,
  id: given,
  ...input
}: TextFieldProps) {
  const id = given ?? `field-${name}`
  return (
    <FieldFrame
      id={id}
      label={label}
      required={input.required}
      error={error}
      hint={hint}
      className={className}
    >
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className="field-input"
        {...input}
      />
    </FieldFrame>
  )
}
