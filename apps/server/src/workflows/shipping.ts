import {
  type PaymentMethod,
  type PaymentOption,
  paymentMethodLabels,
  paymentMethods,
  type Region,
  type ShippingMethod,
  shippingMethodLabels,
  type ShippingOption,
  shippingDeliveryTimes,
} from '@phiencho/contracts'
import type { CommerceSettings } from '../modules/settings/index.ts'

/**
 * Fees to a region for an order worth `merchandiseTotal` (after discount): standard shipping is
 * free from the threshold in the website settings; express is never free.
 */
export function shippingOptions(
  settings: CommerceSettings,
  region: Region,
  merchandiseTotal: number,
): ShippingOption[] {
  const threshold = settings.freeShippingThreshold
  const freeStandard = threshold > 0 && merchandiseTotal >= threshold
  const standard = settings.shippingFees[region]
  const express = settings.expressShippingFees[region]
  return [
    {
      method: 'standard',
      name: shippingMethodLabels.standard,
      fee: freeStandard ? 0 : standard,
      base_fee: standard,
      is_free: freeStandard || standard === 0,
      delivery_time: shippingDeliveryTimes.standard[region],
    },
    {
      method: 'express',
      name: shippingMethodLabels.express,
      fee: express,
      base_fee: express,
      is_free: express === 0,
      delivery_time: shippingDeliveryTimes.express[region],
    },
  ]
}

export function shippingFee(options: ShippingOption[], method: ShippingMethod): number {
  return options.find((option) => option.method === method)!.fee
}

export function paymentOptions(
  settings: CommerceSettings,
  vnpayConfigured: boolean,
): PaymentOption[] {
  const available: Record<PaymentMethod, boolean> = {
    cod: true,
    bank_transfer: settings.bank !== null,
    vnpay: vnpayConfigured,
  }
  return paymentMethods.map((method) => ({
    method,
    name: paymentMethodLabels[method],
    available: available[method] && settings.paymentMethods.includes(method),
  }))
}
