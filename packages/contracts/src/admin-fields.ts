import './locale.ts'

import { z } from 'zod'

// Field schemas the back office's contracts share.

/** Ids are PostgreSQL integers: a larger number names nothing (and must not reach the database). */
export const MAX_ID = 2_147_483_647

/** A row id in the path (or a query): anything but a whole number from 1 names nothing. */
export const pathId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_ID, { error: message })

/** Empty text (or absent) is null: a PUT replaces the whole record, so a field left out is cleared. */
export const clearable = <T extends z.ZodType<string | null>>(schema: T) =>
  z.preprocess(
    (value) =>
      value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value,
    schema,
  )

/** Every row's id of an ordered list (topics, categories), once each, in the new order. */
export const idsInOrder = (message: string) =>
  z.object({
    ids: z
      .array(
        z
          .number({ error: message })
          .int({ error: message })
          .positive({ error: message })
          .max(MAX_ID, { error: message }),
        { error: message },
      )
      .min(1, { error: message })
      .max(500, { error: message })
      .refine((ids) => new Set(ids).size === ids.length, { error: message }),
  })
