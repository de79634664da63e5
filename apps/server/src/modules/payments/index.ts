export { paymentsRoutes as default } from './payments.routes.ts'
export { paymentsAdminRoutes } from './payments.admin.routes.ts'
export {
  openPayment,
  paymentInstructions,
  paymentWindowMs,
  withVietQr,
} from './payments.service.ts'
export { createVnpayGateway, type VnpayGateway } from './vnpay.ts'
