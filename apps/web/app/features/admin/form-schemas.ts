// The back office's form schemas, imported only through `loadAdminFormSchema`: zod arrives when
// a form is first focused, never with a back-office page's first load.
export {
  addStaffRequest,
  createRoleRequest,
  staffSignInRequest,
  updateRoleRequest,
} from '@phiencho/contracts'
export { updateSettingsRequest } from '@phiencho/contracts'
