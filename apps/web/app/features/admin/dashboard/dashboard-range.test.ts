import { dashboardMessages } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import { presetRangeSearch, readDashboardRange } from './dashboard-range'

const read = (query: string) => readDashboardRange(new URLSearchParams(query))

describe('the dashboard range in the address', () => {
  it('defaults to the last 7 days and keeps a preset', () => {
    expect(read('').query).toEqual({ range: '7d' })
    expect(read('range=nonsense').query).toEqual({ range: '7d' })
    expect(read('range=today&from=2026-01-01').query).toEqual({ range: 'today' })
    expect(read('range=30d').range).toBe('30d')
  })

  it('asks a custom range only once both days are valid and in order', () => {
    expect(read('range=custom&from=2026-11-01&to=2026-11-20')).toMatchObject({
      query: { range: 'custom', from: '2026-11-01', to: '2026-11-20' },
      error: null,
    })
    expect(read('range=custom&from=2026-11-01')).toMatchObject({
      query: null,
      error: dashboardMessages.customDates,
    })
    expect(read('range=custom&from=2026-02-30&to=2026-03-01').error).toBe(dashboardMessages.date)
    expect(read('range=custom&from=2026-11-20&to=2026-11-01').error).toBe(
      dashboardMessages.dateOrder,
    )
    expect(read('range=custom&from=2020-01-01&to=2026-11-01').error).toBe(dashboardMessages.tooLong)
  })

  it('writes presets as links', () => {
    expect(presetRangeSearch('7d')).toBe('')
    expect(presetRangeSearch('today')).toBe('?range=today')
  })
})
