import { randomUUID } from 'node:crypto'
import {
  ADMIN_PARTNERS_PER_PAGE,
  type AdminPartnerApplication,
  type AdminPartnerPage,
  type AdminPartnersQuery,
  adminPartnersMessages as m,
  pageMeta,
  STORE_SLUG_MAX,
} from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
import { fieldError, HttpError, notFound } from '../../lib/errors.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import { chooseSlug } from '../catalog/index.ts'
import { enqueueMail } from '../mail-outbox/index.ts'
import { partnerText } from './partner-text.ts'
import {
  type PartnerMailContext,
  partnerApprovedMail,
  partnerRejectedMail,
} from './partner-mail.ts'
import {
  activateStore,
  countPartnerTabs,
  insertStore,
  lockOwnedStore,
  lockPartner,
  type PartnerRow,
  selectPartner,
  selectPartnerPage,
  storeSlugTaken,
  updatePartner,
} from './partners.admin.repository.ts'

const iso = (value: Date | string) => new Date(value).toISOString()

function toApplication(row: PartnerRow): AdminPartnerApplication {
  return {
    id: row.id,
    shop_name: row.shop_name,
    contact_name: row.contact_name,
    phone: row.phone,
    email: row.email,
    province:
      row.province_code !== null && row.province_name !== null
        ? { code: row.province_code, name: row.province_name }
        : null,
    message: row.message,
    status: row.status,
    account:
      row.account_id !== null && row.account_name !== null && row.account_email !== null
        ? { id: row.account_id, name: row.account_name, email: row.account_email }
        : null,
    store:
      row.store_id !== null && row.store_name !== null && row.store_slug !== null
        ? { id: row.store_id, name: row.store_name, slug: row.store_slug }
        : null,
    review_note: row.review_note,
    reviewed_at: row.reviewed_at === null ? null : iso(row.reviewed_at),
    created_at: iso(row.created_at),
  }
}

export async function listPartnerApplications(
  db: Db,
  query: AdminPartnersQuery,
): Promise<AdminPartnerPage> {
  const q = query.q || undefined
  const offset = (query.page - 1) * ADMIN_PARTNERS_PER_PAGE
  const [rows, counts] = await Promise.all([
    selectPartnerPage(db, query.status, q, ADMIN_PARTNERS_PER_PAGE, offset),
    countPartnerTabs(db, q),
  ])
  return {
    data: rows.map(toApplication),
    meta: pageMeta(query.page, ADMIN_PARTNERS_PER_PAGE, counts[query.status]),
    counts,
  }
}

export async function getPartnerApplication(
  db: Db | Tx,
  id: number,
): Promise<AdminPartnerApplication> {
  const row = await selectPartner(db, id)
  if (!row) throw notFound(m.notFound)
  return toApplication(row)
}

/** The pending application, locked; a 404 or a 409 otherwise. */
async function lockPending(tx: Tx, id: number): Promise<PartnerRow> {
  const row = await lockPartner(tx, id)
  if (!row) throw notFound(m.notFound)
  if (row.status !== 'pending') throw new HttpError(409, m.transition)
  return row
}

/** The shop of the account, reopened as a partner; or a new one under the application's name. */
async function openStore(tx: Tx, row: PartnerRow, ownerId: number) {
  const owned = await lockOwnedStore(tx, ownerId)
  if (owned) {
    await activateStore(tx, owned.id)
    return { id: owned.id, created: false, before: { status: owned.status } }
  }
  const slug = await chooseSlug(null, row.shop_name, STORE_SLUG_MAX, (candidate) =>
    storeSlugTaken(tx, candidate),
  )
  const id = await insertStore(tx, {
    owner_id: ownerId,
    name: row.shop_name,
    slug,
    province_code: row.province_code,
    phone: row.phone,
    email: row.email,
    is_partner: true,
    status: 'active',
  })
  return { id, created: true, before: null }
}

/**
 * Pending → approved: the applicant's account owns an active partner shop (its own, reopened, or a
 * new one); one audit row; the applicant is told.
 */
export async function approvePartnerApplication(
  tx: Tx,
  audit: AuditContext,
  mail: PartnerMailContext,
  id: number,
): Promise<AdminPartnerApplication> {
  const row = await lockPending(tx, id)
  if (row.account_id === null) throw new HttpError(409, m.noAccount)
  const store = await openStore(tx, row, row.account_id)
  await updatePartner(tx, id, {
    status: 'approved',
    user_id: row.account_id,
    store_id: store.id,
    reviewed_by: audit.actorId,
    reviewed_at: new Date(),
  })
  await recordAudit(tx, audit, {
    action: 'partner_application.approve',
    entityType: 'partner_application',
    entityId: id,
    before: { status: row.status, store_id: null },
    after: {
      status: 'approved',
      store_id: store.id,
      owner_id: row.account_id,
      store_created: store.created,
    },
  })
  const answer = await getPartnerApplication(tx, id)
  await enqueueMail(
    tx,
    `partner:${id}:approved:${randomUUID()}`,
    partnerApprovedMail(mail, {
      to: row.email,
      name: row.contact_name,
      shopName: row.shop_name,
      storeSlug: answer.store!.slug,
    }),
  )
  return answer
}

/** Pending → rejected with the reason the applicant reads (plain text). */
export async function rejectPartnerApplication(
  tx: Tx,
  audit: AuditContext,
  mail: PartnerMailContext,
  id: number,
  reason: string,
): Promise<AdminPartnerApplication> {
  const note = partnerText(reason)
  if (note === '') throw fieldError('reason', m.rejectReason)
  const row = await lockPending(tx, id)
  await updatePartner(tx, id, {
    status: 'rejected',
    review_note: note,
    reviewed_by: audit.actorId,
    reviewed_at: new Date(),
  })
  await recordAudit(tx, audit, {
    action: 'partner_application.reject',
    entityType: 'partner_application',
    entityId: id,
    before: { status: row.status, review_note: null },
    after: { status: 'rejected', review_note: note },
  })
  await enqueueMail(
    tx,
    `partner:${id}:rejected:${randomUUID()}`,
    partnerRejectedMail(mail, {
      to: row.email,
      name: row.contact_name,
      shopName: row.shop_name,
      reason: note,
    }),
  )
  return getPartnerApplication(tx, id)
}
