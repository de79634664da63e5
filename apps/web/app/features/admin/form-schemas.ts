// The back office's form schemas: loaded when a form is first focused (useApiForm's loader), so
// zod is never part of a back-office page's first load either.
export {
  addStaffRequest,
  createRoleRequest,
  staffSignInRequest,
  updateRoleRequest,
} from '@phiencho/contracts'

type FormSchemas = typeof import('./form-schemas')

/** A loader of one of the back office's form schemas, for `useApiForm`. */
export function adminFormSchema<K extends Exclude<keyof FormSchemas, 'adminFormSchema'>>(name: K) {
  return () => import('./form-schemas').then((schemas) => schemas[name])
}
