import {
  ADDRESS_BOOK_MAX,
  type Address,
  checkoutMessages,
  type SaveAddressRequest,
} from '@phiencho/contracts'
import { formatAddress, normalizePhone } from '@phiencho/vn'
import type { Db } from '../../db/client.ts'
import { notFound, validationError } from '../../lib/errors.ts'
import { resolveAddressCodes, wardNames } from '../geo/index.ts'
import {
  type AddressRow,
  type AddressValues,
  clearDefault,
  countAddresses,
  deleteAddress,
  findAddress,
  findAddresses,
  findSameAddress,
  insertAddress,
  updateAddress,
} from './addresses.repository.ts'

async function toAddresses(db: Db, rows: AddressRow[]): Promise<Address[]> {
  const names = await wardNames(
    db,
    rows.map((row) => row.ward_code),
  )
  return rows.map((row) => {
    const place = names.get(row.ward_code)
    const wardName = place?.ward_name ?? ''
    const provinceName = place?.province_name ?? ''
    return {
      id: row.id,
      recipient_name: row.recipient_name,
      phone: row.phone,
      province_code: row.province_code,
      province_name: provinceName,
      ward_code: row.ward_code,
      ward_name: wardName,
      street: row.street,
      full: formatAddress({ street: row.street, wardName, provinceName }),
      is_default: row.is_default,
    }
  })
}

export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  return toAddresses(db, await findAddresses(db, userId))
}

async function normalise(db: Db, input: SaveAddressRequest): Promise<AddressValues> {
  await resolveAddressCodes(db, input.province_code, input.ward_code)
  return {
    recipient_name: input.recipient_name.trim(),
    phone: normalizePhone(input.phone) ?? input.phone,
    province_code: input.province_code,
    ward_code: input.ward_code,
    street: input.street.trim(),
    is_default: input.is_default ?? false,
  }
}

/**
 * Adds an address to the book; the same address saved again is returned as it is. The first
 * address becomes the default; a new default takes the mark from the old one.
 */
export async function saveAddress(
  db: Db,
  userId: number,
  input: SaveAddressRequest,
): Promise<{ address: Address; created: boolean }> {
  const values = await normalise(db, input)
  const result = await db.transaction(async (tx) => {
    const same = await findSameAddress(tx, userId, values)
    if (same && !values.is_default) return { row: same, created: false }
    const existing = await countAddresses(tx, userId)
    if (!same && existing >= ADDRESS_BOOK_MAX) {
      throw validationError({ street: [checkoutMessages.addressBookFull] })
    }
    const isDefault = values.is_default || existing === 0
    if (isDefault) await clearDefault(tx, userId)
    if (same) {
      return {
        row: (await updateAddress(tx, userId, same.id, { ...values, is_default: true }))!,
        created: false,
      }
    }
    return {
      row: await insertAddress(tx, userId, { ...values, is_default: isDefault }),
      created: true,
    }
  })
  const [address] = await toAddresses(db, [result.row])
  return { address: address!, created: result.created }
}

export async function editAddress(
  db: Db,
  userId: number,
  id: number,
  input: SaveAddressRequest,
): Promise<Address> {
  const values = await normalise(db, input)
  const row = await db.transaction(async (tx) => {
    const current = await findAddress(tx, userId, id)
    if (!current) throw notFound(checkoutMessages.addressNotFound)
    if (values.is_default) await clearDefault(tx, userId)
    // Unticking the default does not leave the book without one.
    return updateAddress(tx, userId, id, {
      ...values,
      is_default: values.is_default || current.is_default,
    })
  })
  const [address] = await toAddresses(db, [row!])
  return address!
}

export async function removeAddress(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteAddress(db, userId, id))) throw notFound(checkoutMessages.addressNotFound)
}
