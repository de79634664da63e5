import { useState } from 'react'

import { TextAreaField } from '../../../../components/ui/form-fields'
import { TextField } from '../../../../components/ui/text-field'

interface CountedFieldProps {
  name: string
  label: string
  defaultValue: string
  max: number
  /** What search engines show in full; past it the counter says so. */
  advised?: number
  hint?: string
  error?: string | undefined
  multiline?: boolean
  disabled?: boolean
}

/** A text field with its length counted as it is typed (the input stays uncontrolled). */
export function CountedField({
  name,
  label,
  defaultValue,
  max,
  advised,
  hint,
  error,
  multiline = false,
  disabled,
}: CountedFieldProps) {
  const [length, setLength] = useState(defaultValue.length)
  const counter = `${length.toLocaleString('vi-VN')}/${max.toLocaleString('vi-VN')} ký tự${
    advised && length > advised ? ` (nên dưới ${advised} để hiện trọn trên Google)` : ''
  }`
  const props = {
    name,
    label,
    defaultValue,
    maxLength: max,
    error,
    disabled,
    hint: hint ? `${hint} ${counter}.` : `${counter}.`,
  }
  return multiline ? (
    <TextAreaField {...props} rows={3} onChange={(event) => setLength(event.target.value.length)} />
  ) : (
    <TextField {...props} onChange={(event) => setLength(event.target.value.length)} />
  )
}
