import {
  type AdminClassifiedTopic,
  adminClassifiedTopicCreateRequest,
  type AdminClassifiedTopicList,
  adminClassifiedTopicUpdateRequest,
  adminClassifiedsMessages as m,
  CLASSIFIED_TOPIC_NAME_MAX,
} from '@phiencho/contracts'
import { slugify } from '@phiencho/vn'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/client.ts'
import { fieldError, notFound } from '../../lib/errors.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import {
  type AdminTopicRow,
  insertTopic,
  lockTopic,
  lockTopicIds,
  selectAdminTopics,
  setTopicPositions,
  type TopicValues,
  updateTopic,
} from './classified-topics.admin.repository.ts'
import { storedReason } from './classifieds.admin.service.ts'
import { moderationText } from './moderation-text.ts'

type CreateRequest = z.output<typeof adminClassifiedTopicCreateRequest>
type UpdateRequest = z.output<typeof adminClassifiedTopicUpdateRequest>

// The topics' caches (public lists, the ad form) forget them through the change bus: every write
// to classified_topics announces itself (migration 0018).

const toTopic = (row: AdminTopicRow): AdminClassifiedTopic => ({ ...row })

export async function listAdminTopics(db: Db): Promise<AdminClassifiedTopicList> {
  return { data: (await selectAdminTopics(db)).map(toTopic) }
}

async function topicAnswer(tx: Tx, id: number): Promise<AdminClassifiedTopic> {
  const [row] = await selectAdminTopics(tx, id)
  return toTopic(row!)
}

const optionalText = (value: string | null | undefined) =>
  value == null ? (value ?? null) : moderationText(value) || null

export async function createTopic(
  tx: Tx,
  audit: AuditContext,
  input: CreateRequest,
): Promise<AdminClassifiedTopic> {
  const name = storedReason(input.name, 'name', m.topicName)
  const slug = slugify(name, CLASSIFIED_TOPIC_NAME_MAX)
  if (!slug) throw fieldError('name', m.topicName)
  const values = {
    name,
    slug,
    description: optionalText(input.description),
    icon: input.icon ?? null,
  }
  const id = await insertTopic(tx, values)
  if (id === undefined) throw fieldError('name', m.topicNameTaken)
  await recordAudit(tx, audit, {
    action: 'classified_topic.create',
    entityType: 'classified_topic',
    entityId: id,
    before: null,
    after: values,
  })
  return topicAnswer(tx, id)
}

/** Renames (the slug, in addresses already shared, stays), describes, hides or shows a topic. */
export async function changeTopic(
  tx: Tx,
  audit: AuditContext,
  id: number,
  input: UpdateRequest,
): Promise<AdminClassifiedTopic> {
  const current = await lockTopic(tx, id)
  if (!current) throw notFound(m.topicNotFound)
  const change: TopicValues = {}
  if (input.name !== undefined) change.name = storedReason(input.name, 'name', m.topicName)
  if (input.description !== undefined) change.description = optionalText(input.description)
  if (input.icon !== undefined) change.icon = input.icon
  if (input.is_hidden !== undefined) change.is_hidden = input.is_hidden
  await updateTopic(tx, id, change)
  const fields = Object.keys(change) as Array<keyof TopicValues>
  const after = { ...current, ...change }
  await recordAudit(tx, audit, {
    action: 'classified_topic.update',
    entityType: 'classified_topic',
    entityId: id,
    before: Object.fromEntries(fields.map((field) => [field, current[field]])),
    after: Object.fromEntries(fields.map((field) => [field, after[field]])),
  })
  return topicAnswer(tx, id)
}

/** `ids` must name every topic once: the order is the whole list's. */
export async function reorderTopics(
  tx: Tx,
  audit: AuditContext,
  ids: number[],
): Promise<AdminClassifiedTopicList> {
  const current = await lockTopicIds(tx)
  const known = new Set(current)
  if (ids.length !== current.length || ids.some((id) => !known.has(id))) {
    throw fieldError('ids', m.topicIds)
  }
  await setTopicPositions(tx, ids)
  await recordAudit(tx, audit, {
    action: 'classified_topic.reorder',
    entityType: 'classified_topic',
    entityId: 'order',
    before: { ids: current },
    after: { ids },
  })
  return { data: (await selectAdminTopics(tx)).map(toTopic) }
}
