// The review form's schemas, loaded when the form is first used (they bring zod with them).
export { reviewEditInput, reviewInput } from '@phiencho/contracts'
