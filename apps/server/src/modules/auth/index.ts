export { authRoutes as default } from './auth.routes.ts'
export { type AccessToken, issueAccessToken, verifyAccessToken } from './access-tokens.ts'
