import { describe, expect, it } from 'vitest'

import {
  classifiedListQuery,
  readClassifiedListView,
  readReportListView,
  reportListQuery,
} from './classified-list-query'

const view = (search: string) => readClassifiedListView(new URLSearchParams(search))

describe('the classifieds moderation queue in the address', () => {
  it('starts on the pending tab, every topic, page 1, and asks the API for nothing more', () => {
    expect(view('')).toEqual({ tab: 'pending', q: '', topic: '', page: 1 })
    expect(classifiedListQuery(view(''))).toEqual({})
  })

  it('reads a tab, a search, a topic and a page, and sends the tab as the status', () => {
    const read = view('tab=reported&q=%20xe%20m%C3%A1y%20&topic=xe-co&page=2')
    expect(read).toEqual({ tab: 'reported', q: 'xe máy', topic: 'xe-co', page: 2 })
    expect(classifiedListQuery(read)).toEqual({
      status: 'reported',
      q: 'xe máy',
      topic: 'xe-co',
      page: '2',
    })
  })

  it('drops what the API would refuse', () => {
    expect(view('tab=deleted&topic=Xe%20C%E1%BB%99&page=-1')).toEqual({
      tab: 'pending',
      q: '',
      topic: '',
      page: 1,
    })
  })
})

describe('the reports inbox in the address', () => {
  it('starts on the open reports and passes another status on', () => {
    expect(reportListQuery(readReportListView(new URLSearchParams('')))).toEqual({})
    expect(
      reportListQuery(readReportListView(new URLSearchParams('tab=dismissed&page=3'))),
    ).toEqual({ status: 'dismissed', page: '3' })
    expect(readReportListView(new URLSearchParams('tab=closed')).tab).toBe('open')
  })
})
