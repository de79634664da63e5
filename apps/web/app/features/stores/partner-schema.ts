// Loaded when the visitor first focuses the partner form (or sends it): zod and the schema stay out
// of the page's first load.
export { partnerApplicationRequest } from '@phiencho/contracts'
