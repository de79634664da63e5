// Vouchers are applied through the cart and redeemed by checkout; the back office manages them.
export { vouchersAdminRoutes } from './vouchers.admin.routes.ts'
export {
  checkVoucher,
  type Customer,
  eligibleSubtotal,
  redeemVoucher,
  releaseVoucher,
  toAppliedVoucher,
  type ScopedVoucher,
  type VoucherCheck,
  voucherDiscount,
  type VoucherLine,
  voucherRefusal,
} from './vouchers.service.ts'
