import { slugify } from '@phiencho/vn'
import { sql } from 'drizzle-orm'
import { selectRows, type Tx } from '../db/client.ts'
import { fieldError, notFound } from './errors.ts'
import { typedText, typedTextOrNull } from './typed-text.ts'

// What the classifieds topics editor and the news categories editor share: named records kept in
// an order of their own (`position`), each with a slug made once from its first name, so that a
// rename leaves the addresses already shared working.

export interface OrderedNames {
  /** The table: one of these constants, never input. */
  table: 'classified_topics' | 'article_categories'
  /** What the audit calls one row (`classified_topic`); its actions are `<entity>.create`… */
  entity: string
  slugMax: number
  messages: { name: string; nameTaken: string; notFound: string; ids: string }
}

/** The audit row of a change (modules/audit's `AuditEntry`), written by the caller's module. */
export interface OrderedNamesAudit {
  action: string
  entityType: string
  entityId: number | string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}
export type RecordAudit = (entry: OrderedNamesAudit) => Promise<unknown>

/** The name as stored; 422 on `name` when nothing visible is left. */
function storedName(list: OrderedNames, name: string): string {
  const stored = typedText(name)
  if (stored === '') throw fieldError('name', list.messages.name)
  return stored
}

/**
 * Adds a record, last in order, its slug made from the name (422 on `name` when another holds
 * that slug). `values` are the other columns (`description` is stored as typed text).
 */
export async function createOrderedName(
  tx: Tx,
  list: OrderedNames,
  input: { name: string; description?: string | null | undefined } & Record<string, unknown>,
  record: RecordAudit,
): Promise<number> {
  const name = storedName(list, input.name)
  const slug = slugify(name, list.slugMax)
  if (!slug) throw fieldError('name', list.messages.name)
  const values: Record<string, unknown> = {
    ...input,
    name,
    slug,
    description: typedTextOrNull(input.description),
  }
  const columns = Object.keys(values)
  const table = sql.identifier(list.table)
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`insert into ${table} (${sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    )}, position)
    values (${sql.join(
      columns.map((column) => sql`${values[column]}`),
      sql`, `,
    )}, (select coalesce(max(position), -1) + 1 from ${table}))
    on conflict (slug) do nothing returning id`,
  )
  if (row === undefined) throw fieldError('name', list.messages.nameTaken)
  await record({
    action: `${list.entity}.create`,
    entityType: list.entity,
    entityId: row.id,
    before: null,
    after: values,
  })
  return row.id
}

/**
 * Renames (the slug stays), describes, hides or shows a record: the fields of `input` that are
 * set change, and the audit row holds them before and after.
 */
export async function changeOrderedName(
  tx: Tx,
  list: OrderedNames,
  id: number,
  input: { name?: string; description?: string | null } & Record<string, unknown>,
  record: RecordAudit,
): Promise<void> {
  const table = sql.identifier(list.table)
  const [current] = await selectRows<Record<string, unknown>>(
    tx,
    sql`select * from ${table} where id = ${id} for update`,
  )
  if (!current) throw notFound(list.messages.notFound)
  const change = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  )
  if (input.name !== undefined) change.name = storedName(list, input.name)
  if (input.description !== undefined) change.description = typedTextOrNull(input.description)
  const fields = Object.keys(change)
  if (fields.length > 0) {
    await tx.execute(
      sql`update ${table} set ${sql.join(
        fields.map((field) => sql`${sql.identifier(field)} = ${change[field]}`),
        sql`, `,
      )}, updated_at = now() where id = ${id}`,
    )
  }
  await record({
    action: `${list.entity}.update`,
    entityType: list.entity,
    entityId: id,
    before: Object.fromEntries(fields.map((field) => [field, current[field]])),
    after: change,
  })
}

/** Puts the records in the order of `ids`, which must name every one of them once (else 422). */
export async function reorderOrderedNames(
  tx: Tx,
  list: OrderedNames,
  ids: number[],
  record: RecordAudit,
): Promise<void> {
  const table = sql.identifier(list.table)
  const current = (
    await selectRows<{ id: number }>(
      tx,
      sql`select id from ${table} order by position, id for update`,
    )
  ).map((row) => row.id)
  const known = new Set(current)
  if (ids.length !== current.length || ids.some((id) => !known.has(id))) {
    throw fieldError('ids', list.messages.ids)
  }
  // Positions 0, 1, 2… in the order of `ids`, in one statement.
  await tx.execute(sql`update ${table} t set position = o.pos - 1, updated_at = now()
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, pos)
    where t.id = o.id and t.position <> o.pos - 1`)
  await record({
    action: `${list.entity}.reorder`,
    entityType: list.entity,
    entityId: 'order',
    before: { ids: current },
    after: { ids },
  })
}
