import {
  type AdminArticleRequest,
  adminNewsMessages as m,
  ARTICLE_SCHEDULE_MAX_DAYS,
  ARTICLE_SCHEDULE_MIN_SECONDS,
} from '@phiencho/contracts'

import { fromLocalInput, toLocalInput } from '../products/product-form-state'

// The editor's inputs are uncontrolled (the body's HTML rides in a hidden input, as on the ad
// form): what is typed stays whatever the server answers, and the request is read from the form.

/** The form's fields: a server message for another name goes above the form. */
export const ARTICLE_FIELDS = [
  'title',
  'slug',
  'category_id',
  'cover_image',
  'cover_alt',
  'excerpt',
  'body',
  'tags',
  'is_featured',
  'seo_title',
  'seo_description',
] as const

/** `"Tết, khuyến mãi ,, Tết "` → `['Tết', 'khuyến mãi', 'Tết']` (the server keeps a tag once). */
export function parseTags(text: string): string[] {
  return text
    .split(/[,，\n]/)
    .map((tag) => tag.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
}

const text = (data: FormData, name: string) => {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

/** The form's fields in the contract's shape, before validation. */
export function articleInputFromForm(data: FormData): AdminArticleRequest {
  const category = text(data, 'category_id')
  return {
    title: text(data, 'title'),
    slug: text(data, 'slug'),
    // An empty choice fails the contract's number check with its own message.
    category_id: (category ? Number(category) : undefined) as number,
    cover_image: text(data, 'cover_image'),
    cover_alt: text(data, 'cover_alt'),
    excerpt: text(data, 'excerpt'),
    body: text(data, 'body'),
    tags: parseTags(text(data, 'tags')),
    is_featured: data.get('is_featured') === 'on',
    seo_title: text(data, 'seo_title'),
    seo_description: text(data, 'seo_description'),
  }
}

/** Messages by field, the first of each: `tags.3` (one tag) is the tags field's. */
export function fieldMessages(
  issues: Iterable<[path: string, message: string]>,
): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [path, message] of issues) {
    const field = path.split('.')[0] || '_'
    fields[field] ??= message
  }
  return fields
}

const MINUTE_MS = 60_000

/** Where the schedule picker starts: an hour from now, on a five-minute mark, in Vietnam's time. */
export function defaultScheduleInput(now: Date): string {
  const step = 5 * MINUTE_MS
  return toLocalInput(
    new Date(Math.ceil((now.getTime() + 60 * MINUTE_MS) / step) * step).toISOString(),
  )
}

/** The earliest time the picker offers: the next whole minute that is a minute ahead. */
export function earliestScheduleInput(now: Date): string {
  const earliest = now.getTime() + ARTICLE_SCHEDULE_MIN_SECONDS * 1000
  return toLocalInput(new Date(Math.ceil(earliest / MINUTE_MS) * MINUTE_MS).toISOString())
}

/**
 * A `datetime-local` value, read as Vietnam's time, as the API's `publish_at`; or why the server
 * would refuse it (the same sentences), checked before anything is sent.
 */
export function readSchedule(
  value: string,
  now: Date,
): { publishAt: string; problem: null } | { publishAt: null; problem: string } {
  const publishAt = fromLocalInput(value.trim())
  if (!publishAt) return { publishAt: null, problem: m.publishAt }
  const ahead = Date.parse(publishAt) - now.getTime()
  if (ahead < ARTICLE_SCHEDULE_MIN_SECONDS * 1000) {
    return { publishAt: null, problem: m.publishAtTooSoon }
  }
  if (ahead > ARTICLE_SCHEDULE_MAX_DAYS * 24 * 60 * MINUTE_MS) {
    return { publishAt: null, problem: m.publishAtTooFar }
  }
  return { publishAt, problem: null }
}
