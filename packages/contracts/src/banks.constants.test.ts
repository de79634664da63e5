import { describe, expect, it } from 'vitest'
import { bankDisplayName, NAPAS_BINS, napasBankByBin, napasBanks } from './banks.constants.ts'

describe('the NAPAS bank list', () => {
  it('gives every bank a six-digit BIN of its own, a code of its own and a name', () => {
    for (const bank of napasBanks) {
      expect(bank.bin, bank.short_name).toMatch(/^\d{6}$/)
      expect(bank.code, bank.bin).toMatch(/^[A-Z]+$/)
      expect(bank.short_name.trim(), bank.bin).toBe(bank.short_name)
      expect(bank.name, bank.bin).toMatch(/^Ngân hàng /)
    }
    expect(new Set(NAPAS_BINS).size).toBe(napasBanks.length)
    expect(new Set(napasBanks.map((bank) => bank.code)).size).toBe(napasBanks.length)
  })

  it('keeps each display name within the 100 characters the settings store', () => {
    for (const bank of napasBanks) expect(bankDisplayName(bank).length).toBeLessThanOrEqual(100)
  })

  it('finds a bank by its BIN, including those renamed after a takeover', () => {
    expect(napasBankByBin('970436')?.short_name).toBe('Vietcombank')
    expect(napasBankByBin('970414')?.short_name).toBe('MBV')
    expect(napasBankByBin('970406')?.short_name).toBe('Vikki Bank')
    expect(napasBankByBin('999999')).toBeUndefined()
  })
})
