import { useSearchParams } from 'react-router'

import { AuthCard } from '../components/auth/auth-card'
import { LoginForm } from '../features/auth/components/login-form'
import { redirectIfLoggedIn } from '../features/auth/guards'
import { pageMeta } from '../lib/meta'
import { privatePageHeaders } from '../lib/private-page'
import { queryClientContext } from '../lib/query-client'
import { safeRedirect } from '../lib/safe-redirect'
import type { Route } from './+types/login'

export const headers = privatePageHeaders

export function loader({ context, url }: Route.LoaderArgs) {
  return redirectIfLoggedIn(context.get(queryClientContext), url)
}

export function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  return redirectIfLoggedIn(context.get(queryClientContext), url)
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Đăng nhập' })

export default function Login() {
  const [params] = useSearchParams()
  const redirect = params.get('redirect')
  const redirectTo = safeRedirect(redirect)
  return (
    <AuthCard
      title="Đăng nhập"
      intro={redirect ? 'Vui lòng đăng nhập để tiếp tục.' : 'Chào mừng bạn quay lại!'}
    >
      <LoginForm
        redirectTo={redirectTo}
        registerHref={
          redirectTo === '/' ? '/register' : `/register?redirect=${encodeURIComponent(redirectTo)}`
        }
      />
    </AuthCard>
  )
}
