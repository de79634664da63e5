import { adminNewsMessages } from '@phiencho/contracts'
import { data } from 'react-router'

/** The `:id` of an article's address; anything but a positive whole number is a 404. */
export function articleIdParam(params: { id?: string }): number {
  const id = Number(params.id)
  if (!Number.isSafeInteger(id) || id < 1) {
    throw data(adminNewsMessages.articleNotFound, { status: 404 })
  }
  return id
}
