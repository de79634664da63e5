import {
  ADMIN_VOUCHER_REDEMPTIONS_PER_PAGE,
  ADMIN_VOUCHERS_PER_PAGE,
  type AdminVoucher,
  type AdminVoucherList,
  type AdminVoucherListQuery,
  adminVoucherMessages,
  pageMeta,
  VOUCHER_STATUSES,
  type VoucherCategoryOption,
  type VoucherInput,
  type VoucherRedemptionList,
} from '@phiencho/contracts'
import type { Db, Tx } from '../../db/client.ts'
import { HttpError, notFound, validationError } from '../../lib/errors.ts'
import { type AuditContext, recordAudit } from '../audit/index.ts'
import {
  countByStatus,
  existingCategoryIds,
  insertVoucher,
  replaceVoucherCategories,
  selectCategoryOptions,
  selectRedemptionPage,
  selectVoucher,
  selectVoucherCategories,
  selectVoucherPage,
  updateVoucherRow,
  voucherIdByCode,
  type VoucherValues,
  type VoucherWithStatus,
} from './vouchers.admin.repository.ts'
import type { VoucherCategory } from './vouchers.repository.ts'

function toAdminVoucher(row: VoucherWithStatus, categories: VoucherCategory[]): AdminVoucher {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.value,
    max_discount: row.max_discount,
    min_order_total: row.min_order_total,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at?.toISOString() ?? null,
    usage_limit: row.usage_limit,
    per_customer_limit: row.per_customer_limit,
    used_count: row.used_count,
    is_active: row.is_active,
    status: row.status,
    categories,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

/** What the audit log keeps of a voucher: its terms, not its counters or status of the moment. */
function audited(voucher: AdminVoucher) {
  return {
    code: voucher.code,
    description: voucher.description,
    kind: voucher.kind,
    value: voucher.value,
    max_discount: voucher.max_discount,
    min_order_total: voucher.min_order_total,
    starts_at: voucher.starts_at,
    ends_at: voucher.ends_at,
    usage_limit: voucher.usage_limit,
    per_customer_limit: voucher.per_customer_limit,
    is_active: voucher.is_active,
    category_ids: voucher.categories.map((category) => category.id),
  }
}

export async function listVouchers(
  db: Db,
  query: AdminVoucherListQuery,
  now = new Date(),
): Promise<AdminVoucherList> {
  const [rows, counts] = await Promise.all([
    selectVoucherPage(db, query, now),
    countByStatus(db, query.q, now),
  ])
  const categories = await selectVoucherCategories(
    db,
    rows.map((row) => row.id),
  )
  const all = [...counts.values()].reduce((sum, n) => sum + n, 0)
  const total = query.status ? (counts.get(query.status) ?? 0) : all
  return {
    data: rows.map((row) => toAdminVoucher(row, categories.get(row.id) ?? [])),
    meta: pageMeta(query.page, ADMIN_VOUCHERS_PER_PAGE, total),
    counts: Object.fromEntries(
      VOUCHER_STATUSES.map((status) => [status, counts.get(status) ?? 0]),
    ) as AdminVoucherList['counts'],
  }
}

async function readVoucher(db: Db | Tx, id: number, now = new Date()): Promise<AdminVoucher> {
  const row = await selectVoucher(db, id, now)
  if (!row) throw notFound(adminVoucherMessages.notFound)
  return toAdminVoucher(row, (await selectVoucherCategories(db, [id])).get(id) ?? [])
}

export function getVoucher(db: Db, id: number): Promise<AdminVoucher> {
  return readVoucher(db, id)
}

const values = (input: VoucherInput): VoucherValues => ({
  code: input.code,
  description: input.description,
  kind: input.kind,
  value: input.value,
  max_discount: input.max_discount,
  min_order_total: input.min_order_total,
  starts_at: new Date(input.starts_at),
  ends_at: input.ends_at === null ? null : new Date(input.ends_at),
  usage_limit: input.usage_limit,
  per_customer_limit: input.per_customer_limit,
  is_active: input.is_active,
})

/**
 * The checks the table's constraints would fail on, and those of the state, as per-field
 * messages before anything is written: unknown categories, a taken code, and for a voucher
 * already used, a total below its uses or a change of its code, kind or value.
 */
async function refuseInvalid(
  tx: Tx,
  input: VoucherInput,
  current?: VoucherWithStatus,
): Promise<void> {
  const errors: Record<string, string[]> = {}
  const known = new Set(await existingCategoryIds(tx, input.category_ids))
  const missing = input.category_ids.filter((id) => !known.has(id))
  if (missing.length > 0) errors.category_ids = [adminVoucherMessages.categoryMissing(missing)]
  const holder = await voucherIdByCode(tx, input.code)
  if (holder !== undefined && holder !== current?.id) {
    errors.code = [adminVoucherMessages.codeTaken]
  }
  if (current && current.used_count > 0) {
    // Orders name the voucher by its code and got its terms: those stay as they were used.
    const locked = adminVoucherMessages.lockedAfterUse(current.used_count)
    if (input.code !== current.code) errors.code = [locked]
    if (input.kind !== current.kind) errors.kind = [locked]
    if (input.value !== current.value) errors.value = [locked]
    if (input.usage_limit !== null && input.usage_limit < current.used_count) {
      errors.usage_limit = [adminVoucherMessages.usageBelowUsed(current.used_count)]
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors)
}

export async function createVoucher(
  tx: Tx,
  audit: AuditContext,
  input: VoucherInput,
): Promise<AdminVoucher> {
  await refuseInvalid(tx, input)
  const id = await insertVoucher(tx, values(input))
  // Another request took the code since the check: the unique index decided.
  if (id === undefined) throw validationError({ code: [adminVoucherMessages.codeTaken] })
  await replaceVoucherCategories(tx, id, input.category_ids)
  const voucher = await readVoucher(tx, id)
  await recordAudit(tx, audit, {
    action: 'voucher.create',
    entityType: 'voucher',
    entityId: id,
    before: null,
    after: audited(voucher),
  })
  return voucher
}

async function lockVoucher(tx: Tx, id: number): Promise<VoucherWithStatus> {
  const row = await selectVoucher(tx, id, new Date(), true)
  if (!row) throw notFound(adminVoucherMessages.notFound)
  return row
}

export async function updateVoucher(
  tx: Tx,
  audit: AuditContext,
  id: number,
  input: VoucherInput,
): Promise<AdminVoucher> {
  // Locked first: a checkout redeeming it waits, so its use count cannot move under the checks.
  const current = await lockVoucher(tx, id)
  const before = await readVoucher(tx, id)
  await refuseInvalid(tx, input, current)
  await updateVoucherRow(tx, id, values(input))
  await replaceVoucherCategories(tx, id, input.category_ids)
  const after = await readVoucher(tx, id)
  await recordAudit(tx, audit, {
    action: 'voucher.update',
    entityType: 'voucher',
    entityId: id,
    before: audited(before),
    after: audited(after),
  })
  return after
}

/** Switches a voucher on or off; 409 when it already is. A switched-off code is refused at once. */
export async function setVoucherActive(
  tx: Tx,
  audit: AuditContext,
  id: number,
  active: boolean,
): Promise<AdminVoucher> {
  const current = await lockVoucher(tx, id)
  if (current.is_active === active) {
    throw new HttpError(
      409,
      active ? adminVoucherMessages.alreadyActive : adminVoucherMessages.alreadyInactive,
    )
  }
  await updateVoucherRow(tx, id, { is_active: active })
  const after = await readVoucher(tx, id)
  await recordAudit(tx, audit, {
    action: active ? 'voucher.activate' : 'voucher.deactivate',
    entityType: 'voucher',
    entityId: id,
    before: { is_active: current.is_active },
    after: { is_active: active },
  })
  return after
}

export async function listRedemptions(
  db: Db,
  id: number,
  page: number,
): Promise<VoucherRedemptionList> {
  if (!(await selectVoucher(db, id, new Date()))) throw notFound(adminVoucherMessages.notFound)
  const { rows, total } = await selectRedemptionPage(db, id, page)
  return {
    data: rows.map((row) => ({
      ...row,
      amount: Number(row.amount),
      order_total: Number(row.order_total),
      redeemed_at: row.redeemed_at.toISOString(),
    })),
    meta: pageMeta(page, ADMIN_VOUCHER_REDEMPTIONS_PER_PAGE, total),
  }
}

/** Every category with its depth in the tree, parents before their children. */
export async function listCategoryOptions(db: Db): Promise<VoucherCategoryOption[]> {
  const rows = await selectCategoryOptions(db)
  const children = new Map<number | null, typeof rows>()
  for (const row of rows) {
    const siblings = children.get(row.parent_id) ?? []
    siblings.push(row)
    children.set(row.parent_id, siblings)
  }
  const options: VoucherCategoryOption[] = []
  const seen = new Set<number>()
  const walk = (parent: number | null, depth: number, hidden: boolean) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.id)) continue
      seen.add(row.id)
      const isHidden = hidden || row.status === 'hidden'
      options.push({
        id: row.id,
        name: row.name,
        parent_id: row.parent_id,
        depth,
        hidden: isHidden,
      })
      walk(row.id, depth + 1, isHidden)
    }
  }
  walk(null, 0, false)
  return options
}
