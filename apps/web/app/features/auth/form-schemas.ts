// The auth forms' schemas in a chunk of their own: each form loads it when a field is first focused
// (or the form is sent), so zod stays out of the first load of /login, /register and the account
// pages (useApiForm's loader, ADR 008).
export {
  changePasswordRequest,
  forgotPasswordRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  updateProfileRequest,
} from '@phiencho/contracts'
