// No routes: vouchers are applied through the cart and redeemed by checkout.
export {
  checkVoucher,
  type Customer,
  redeemVoucher,
  releaseVoucher,
  toAppliedVoucher,
  type VoucherCheck,
  voucherDiscount,
} from './vouchers.service.ts'
