import type { ProductVariant } from '@phiencho/contracts'
import { useId } from 'react'

import { optionAvailable, optionGroups, type OptionSelection } from '../variants'

interface VariantPickerProps {
  variants: ProductVariant[]
  selection: OptionSelection
  onChange: (selection: OptionSelection) => void
}

/** One radio group per option ("Màu sắc", "Kích cỡ"), drawn as chips; sold-out choices are marked. */
export function VariantPicker({ variants, selection, onChange }: VariantPickerProps) {
  const id = useId()
  const groups = optionGroups(variants)
  if (!groups.length) return null
  return (
    <div className="space-y-4">
      {groups.map((group, groupIndex) => (
        <fieldset key={group.name}>
          <legend className="text-sm font-semibold text-ink-900">
            {group.name}
            {selection[group.name] ? (
              <span className="font-normal text-ink-600">: {selection[group.name]}</span>
            ) : null}
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {group.values.map((value) => {
              const available = optionAvailable(variants, selection, group.name, value)
              const inputId = `${id}-${groupIndex}-${value}`
              return (
                <span key={value}>
                  <input
                    type="radio"
                    id={inputId}
                    name={`${id}-${groupIndex}`}
                    value={value}
                    checked={selection[group.name] === value}
                    onChange={() => onChange({ ...selection, [group.name]: value })}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={inputId}
                    className={`inline-flex min-h-10 min-w-12 cursor-pointer items-center justify-center rounded-lg border bg-white px-3 text-sm peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:font-semibold peer-checked:text-brand-800 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${
                      available
                        ? 'border-ink-300 text-ink-800 hover:border-brand-600'
                        : 'border-dashed border-ink-300 text-ink-500'
                    }`}
                  >
                    {value}
                    {available ? null : <span className="sr-only"> (hết hàng)</span>}
                  </label>
                </span>
              )
            })}
          </div>
        </fieldset>
      ))}
    </div>
  )
}
