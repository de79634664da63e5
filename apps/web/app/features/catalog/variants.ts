import type { ProductVariant } from '@phiencho/contracts'

export interface OptionGroup {
  /** "Kích cỡ" */
  name: string
  /** "29", "30", … in the order the variants list them. */
  values: string[]
}

/** The choices the variants offer, one group per option name: `Màu sắc: Đen, Trắng`. */
export function optionGroups(variants: ProductVariant[]): OptionGroup[] {
  const groups = new Map<string, string[]>()
  for (const variant of variants) {
    for (const [name, value] of Object.entries(variant.options)) {
      const values = groups.get(name) ?? []
      if (!values.includes(value)) values.push(value)
      groups.set(name, values)
    }
  }
  return [...groups].map(([name, values]) => ({ name, values }))
}

export type OptionSelection = Record<string, string>

/**
 * The variant the choices point at: every group chosen and one variant matching them all. A group
 * with a single value counts as chosen.
 */
export function findVariant(
  variants: ProductVariant[],
  selection: OptionSelection,
): ProductVariant | null {
  const groups = optionGroups(variants)
  const chosen: OptionSelection = { ...selection }
  for (const group of groups) {
    if (group.values.length === 1 && chosen[group.name] === undefined) {
      chosen[group.name] = group.values[0]!
    }
  }
  if (groups.some((group) => chosen[group.name] === undefined)) return null
  return (
    variants.find((variant) =>
      groups.every((group) => variant.options[group.name] === chosen[group.name]),
    ) ?? null
  )
}

/** Whether choosing `value` in `group` (keeping the other choices) leads to a variant in stock. */
export function optionAvailable(
  variants: ProductVariant[],
  selection: OptionSelection,
  group: string,
  value: string,
): boolean {
  const wanted = { ...selection, [group]: value }
  return variants.some(
    (variant) =>
      variant.stock_status !== 'out_of_stock' &&
      Object.entries(wanted).every(([name, chosen]) => variant.options[name] === chosen),
  )
}
