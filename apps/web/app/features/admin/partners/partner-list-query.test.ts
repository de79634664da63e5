import { describe, expect, it } from 'vitest'

import { partnerListQuery, readPartnerListView } from './partner-list-query'

describe('the partner applications view', () => {
  it('reads the tab, search and page, anything unknown as the default', () => {
    const view = readPartnerListView(new URLSearchParams('tab=rejected&q=gom&page=2'))
    expect(view).toEqual({ tab: 'rejected', q: 'gom', page: 2 })
    expect(partnerListQuery(view)).toEqual({ status: 'rejected', q: 'gom', page: '2' })
    const fallback = readPartnerListView(new URLSearchParams('tab=xoa'))
    expect(fallback.tab).toBe('pending')
    expect(partnerListQuery(fallback)).toEqual({})
  })
})
