import {
  type AdminClassifiedTopic,
  type adminClassifiedTopicCreateRequest,
  type AdminClassifiedTopicList,
  type adminClassifiedTopicUpdateRequest,
  adminClassifiedsMessages as m,
  CLASSIFIED_TOPIC_NAME_MAX,
} from '@phiencho/contracts'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/client.ts'
import {
  changeOrderedName,
  createOrderedName,
  type OrderedNames,
  type RecordAudit,
  reorderOrderedNames,
} from '../../lib/ordered-names.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { type AdminTopicRow, selectAdminTopics } from './classified-topics.admin.repository.ts'

type CreateRequest = z.output<typeof adminClassifiedTopicCreateRequest>
type UpdateRequest = z.output<typeof adminClassifiedTopicUpdateRequest>

// The topics' caches (public lists, the ad form) forget them through the change bus: every write
// to classified_topics announces itself (migration 0018).

const topics: OrderedNames = {
  table: 'classified_topics',
  entity: 'classified_topic',
  slugMax: CLASSIFIED_TOPIC_NAME_MAX,
  messages: {
    name: m.topicName,
    nameTaken: m.topicNameTaken,
    notFound: m.topicNotFound,
    ids: m.topicIds,
  },
}

const toTopic = (row: AdminTopicRow): AdminClassifiedTopic => ({ ...row })
const audited =
  (tx: Tx, audit: AuditContext): RecordAudit =>
  (entry) =>
    recordAudit(tx, audit, entry)

export async function listAdminTopics(db: Db): Promise<AdminClassifiedTopicList> {
  return { data: (await selectAdminTopics(db)).map(toTopic) }
}

async function topicAnswer(tx: Tx, id: number): Promise<AdminClassifiedTopic> {
  const [row] = await selectAdminTopics(tx, id)
  return toTopic(row!)
}

export async function createTopic(
  tx: Tx,
  audit: AuditContext,
  input: CreateRequest,
): Promise<AdminClassifiedTopic> {
  const id = await createOrderedName(
    tx,
    topics,
    { name: input.name, description: input.description, icon: input.icon ?? null },
    audited(tx, audit),
  )
  return topicAnswer(tx, id)
}

/** Renames (the slug, in addresses already shared, stays), describes, hides or shows a topic. */
export async function changeTopic(
  tx: Tx,
  audit: AuditContext,
  id: number,
  input: UpdateRequest,
): Promise<AdminClassifiedTopic> {
  await changeOrderedName(tx, topics, id, input, audited(tx, audit))
  return topicAnswer(tx, id)
}

/** `ids` must name every topic once: the order is the whole list's. */
export async function reorderTopics(
  tx: Tx,
  audit: AuditContext,
  ids: number[],
): Promise<AdminClassifiedTopicList> {
  await reorderOrderedNames(tx, topics, ids, audited(tx, audit))
  return { data: (await selectAdminTopics(tx)).map(toTopic) }
}
