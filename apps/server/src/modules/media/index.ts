export { default } from './media.routes.ts'
export { ensureVariants } from './media-variants.ts'
export { media } from './media.tables.ts'
