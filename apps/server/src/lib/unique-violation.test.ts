import { describe, expect, it } from 'vitest'
import { uniqueViolationAsFieldError } from './unique-violation.ts'

const asSlugTaken = uniqueViolationAsFieldError({
  articles_slug_unique: ['slug', 'Đường dẫn đã được dùng.'],
})
const violation = (constraint: string) =>
  Object.assign(new Error('duplicate key'), { code: '23505', constraint })

describe('uniqueViolationAsFieldError', () => {
  it('answers a violation of a named index as a 422 on its field, under Drizzle’s wrapper too', () => {
    for (const error of [
      violation('articles_slug_unique'),
      new Error('Failed query', { cause: violation('articles_slug_unique') }),
    ]) {
      expect(() => asSlugTaken(error)).toThrow(
        expect.objectContaining({
          status: 422,
          errors: { slug: ['Đường dẫn đã được dùng.'] },
        }),
      )
    }
  })

  it('throws anything else on unchanged', () => {
    const other = violation('users_email_unique')
    expect(() => asSlugTaken(other)).toThrow(other)
    const failure = new Error('connection lost')
    expect(() => asSlugTaken(failure)).toThrow(failure)
  })
})
