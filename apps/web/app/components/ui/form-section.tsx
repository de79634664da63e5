import type { ReactNode } from 'react'

/** A card of related fields named by its legend (a form's step: "Địa chỉ giao hàng"). */
export function FormSection({
  title,
  spacing = 'space-y-4',
  children,
}: {
  title: string
  /** Between the section's fields. */
  spacing?: string
  children: ReactNode
}) {
  return (
    <fieldset className="card p-4 sm:p-5">
      {/* Floated so the legend sits inside the card's padding like a heading. */}
      <legend className="float-left mb-2 w-full text-lg font-bold text-ink-900">{title}</legend>
      <div className={`clear-both ${spacing}`}>{children}</div>
    </fieldset>
  )
}
