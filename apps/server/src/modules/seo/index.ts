export { default } from './seo.routes.ts'
