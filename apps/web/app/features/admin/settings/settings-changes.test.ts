import type { AdminSettings } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import {
  bankChanges,
  commerceChanges,
  parseAmount,
  publicationChanges,
  websiteChanges,
} from './settings-changes'

const website: NonNullable<AdminSettings['website']> = {
  site_name: 'Phiên Chợ',
  site_description: 'Mua sắm',
  favicon: null,
  favicon_url: null,
  logo: 'uploads/2026/11/0123456789abcdef01234567.webp',
  logo_url: '/media/uploads/2026/11/0123456789abcdef01234567.webp',
  contact_phone: '0901234567',
  contact_email: null,
  address: null,
  facebook_url: null,
  zalo_url: null,
  youtube_url: null,
  business_registration_number: null,
  classified_publication: 'review_new_posters',
}

const commerce: NonNullable<AdminSettings['commerce']> = {
  free_shipping_threshold: 500_000,
  shipping_fees: { north: 30_000, central: 35_000, south: 30_000 },
  express_shipping_fees: { north: 50_000, central: 60_000, south: 50_000 },
  payment_methods: ['cod', 'bank_transfer', 'vnpay'],
}

const commerceForm = {
  free_shipping_threshold: '500.000',
  'shipping_fees.north': '30000',
  'shipping_fees.central': '35 000',
  'shipping_fees.south': '30000',
  'express_shipping_fees.north': '50000',
  'express_shipping_fees.central': '60000',
  'express_shipping_fees.south': '50000',
  payment_methods: ['cod', 'bank_transfer', 'vnpay'],
}

describe('the settings a save sends', () => {
  it('sends only the website fields that changed', () => {
    const same = {
      site_name: 'Phiên Chợ ',
      site_description: 'Mua sắm',
      contact_phone: '0901234567',
      logo: '/media/uploads/2026/11/0123456789abcdef01234567.webp',
    }
    expect(websiteChanges(website, same)).toEqual({})
    expect(websiteChanges(website, { ...same, contact_email: 'a@b.vn', logo: '' })).toEqual({
      contact_email: 'a@b.vn',
      logo: '',
    })
  })

  it('sends the ad publication mode only when another one is picked', () => {
    expect(publicationChanges(website, { classified_publication: 'review_new_posters' })).toEqual(
      {},
    )
    expect(publicationChanges(website, { classified_publication: 'review_all' })).toEqual({
      classified_publication: 'review_all',
    })
  })

  it('reads amounts as typed and sends a region table whole', () => {
    expect(commerceChanges(commerce, commerceForm)).toEqual({})
    expect(
      commerceChanges(commerce, {
        ...commerceForm,
        'shipping_fees.south': '25.000',
        payment_methods: ['cod'],
      }),
    ).toEqual({
      shipping_fees: { north: 30_000, central: 35_000, south: 25_000 },
      payment_methods: ['cod'],
    })
    expect(parseAmount('abc')).toBe('abc')
    expect(parseAmount('1.250.000 ₫')).toBe(1_250_000)
  })

  it('sends the bank fields that changed', () => {
    const bank = {
      bank_bin: '970436',
      bank_name: 'Vietcombank',
      bank_account_number: '0011001234567',
      bank_account_name: 'CONG TY PHIEN CHO',
    }
    expect(
      bankChanges(bank, {
        bank_bin: '970436',
        bank_account_number: '123456789',
        bank_account_name: 'CONG TY PHIEN CHO',
      }),
    ).toEqual({ bank_account_number: '123456789' })
  })
})
