export { authRoutes as default } from './auth.routes.ts'
export {
  type AccessToken,
  issueAccessToken,
  type SecondFactorState,
  type StaffAccessToken,
  verifyAccessToken,
  verifyStaffAccessToken,
} from './access-tokens.ts'
export { queuePasswordResetMail } from './auth.service.ts'
export { isCommonPassword } from './password-policy.ts'
export { authAdminRoutes } from './auth.admin.routes.ts'
export { setStaffCookie } from './staff-cookie.ts'
export { twoFactorAdminRoutes } from './two-factor.admin.routes.ts'
export { resetTwoFactor, type TwoFactorResetResult } from './two-factor-reset.ts'
