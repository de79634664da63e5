import { regions, settingsFieldLabels } from '../settings/settings-fields'

export interface ChangedField {
  field: string
  label: string
  before: string
  after: string
}

type Fields = Record<string, unknown> | null

const labels: Record<string, Record<string, string>> = {
  settings: settingsFieldLabels,
  role: { name: 'Tên', description: 'Mô tả', permissions: 'Quyền' },
  staff: { roles: 'Vai trò', role_ids: 'Vai trò', disabled: 'Bị khóa', email: 'Email' },
}

// The keys of the settings' nested values (fees by region).
const keyLabels: Record<string, string> = Object.fromEntries(
  regions.map(({ key, label }) => [key, label]),
)

/** A stored value as a person reads it: text as is, lists joined, nothing as a dash. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string') return value
  if (typeof value === 'number') return value.toLocaleString('vi-VN')
  if (typeof value === 'boolean') return value ? 'Có' : 'Không'
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.length ? value.map(auditValue).join(', ') : '—'
  }
  if (typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${keyLabels[key] ?? key}: ${auditValue(item)}`)
      .join('\n')
  }
  return JSON.stringify(value)
}

/**
 * The fields a change touched, before and after side by side: the row holds only those, a
 * creation no `before` and a deletion no `after`.
 */
export function changedFields(entityType: string, before: Fields, after: Fields): ChangedField[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return names.map((field) => ({
    field,
    label: labels[entityType]?.[field] ?? field,
    before: auditValue(before?.[field]),
    after: auditValue(after?.[field]),
  }))
}
