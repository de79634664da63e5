// The back office's form schemas, imported only through `loadAdminFormSchema`: zod arrives when
// a form is first focused, never with a back-office page's first load.
export {
  acceptInvitationRequest,
  addStaffRequest,
  createRoleRequest,
  disableTwoFactorRequest,
  inviteStaffRequest,
  staffSignInRequest,
  twoFactorCodeRequest,
  twoFactorSignInRequest,
  updateRoleRequest,
} from '@phiencho/contracts'
export { updateSettingsRequest } from '@phiencho/contracts'
// The catalogue consoles.
export {
  brandRequest,
  createCategoryRequest,
  storeRequest,
  storeStatusRequest,
  updateCategoryRequest,
} from '@phiencho/contracts'
export { stockAdjustmentRequest } from '@phiencho/contracts'
export { voucherRequest } from '@phiencho/contracts'
export { adminReviewHideRequest, adminReviewReplyRequest } from '@phiencho/contracts'
export { adminPartnerRejectRequest } from '@phiencho/contracts'
export {
  adminClassifiedBlockRequest,
  adminClassifiedHideRequest,
  adminClassifiedRejectRequest,
  adminClassifiedReportsHandleRequest,
  adminClassifiedTopicCreateRequest,
} from '@phiencho/contracts'
export {
  adminArticleCategoryCreateRequest,
  adminArticleRequest,
  adminArticleReturnRequest,
} from '@phiencho/contracts'
