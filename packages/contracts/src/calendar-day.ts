import './locale.ts'

import { isIsoDay } from '@phiencho/vn'
import { z } from 'zod'

/**
 * A calendar day `YYYY-MM-DD` that exists (no 30 February), read in Vietnam time
 * (Asia/Ho_Chi_Minh) by the server; surrounding spaces are dropped.
 */
export const isoDay = (message: string) =>
  z.string({ error: message }).trim().refine(isIsoDay, { error: message })
