import type { OrderNoteVisibility } from '@phiencho/contracts'
import { and, asc, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { users } from '../users/index.ts'
import { order_notes } from './orders.tables.ts'

export async function insertOrderNote(
  tx: Tx,
  values: { order_id: number; author_id: number; visibility: OrderNoteVisibility; body: string },
) {
  const [row] = await tx.insert(order_notes).values(values).returning()
  return row!
}

/** The order's notes, oldest first, with their authors' names; `visibility` keeps only those. */
export function findOrderNotes(db: Db | Tx, orderId: number, visibility?: OrderNoteVisibility) {
  return db
    .select({
      id: order_notes.id,
      visibility: order_notes.visibility,
      body: order_notes.body,
      author: users.name,
      created_at: order_notes.created_at,
    })
    .from(order_notes)
    .leftJoin(users, eq(users.id, order_notes.author_id))
    .where(
      and(
        eq(order_notes.order_id, orderId),
        visibility ? eq(order_notes.visibility, visibility) : undefined,
      ),
    )
    .orderBy(asc(order_notes.created_at), asc(order_notes.id))
}
