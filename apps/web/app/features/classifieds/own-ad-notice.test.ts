import { classifiedsMessages } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import { savedAdNotice } from './own-ad-notice'

describe('the notice after saving an ad', () => {
  it('says a new ad waits for a moderator, or went up', () => {
    expect(savedAdNotice({ status: 'pending' }, null)).toBe(classifiedsMessages.pendingNotice)
    expect(savedAdNotice({ status: 'published' }, null)).toBe('Đăng tin thành công')
  })

  it('says a rejected ad saved again was resubmitted, an edit otherwise saved', () => {
    expect(savedAdNotice({ status: 'pending' }, 'rejected')).toBe(classifiedsMessages.resubmitted)
    expect(savedAdNotice({ status: 'published' }, 'published')).toBe('Đã lưu thay đổi.')
  })
})
