// No routes: vouchers are applied through the cart and redeemed by checkout.
export {
  checkVoucher,
  redeemVoucher,
  releaseVoucher,
  toAppliedVoucher,
  voucherDiscount,
} from './vouchers.service.ts'
