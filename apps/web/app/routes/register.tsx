import { useSearchParams } from 'react-router'

import { AuthCard } from '../components/auth/auth-card'
import { RegisterForm } from '../features/auth/components/register-form'
import { redirectIfLoggedIn } from '../features/auth/guards'
import { pageMeta } from '../lib/meta'
import { privatePageHeaders } from '../lib/private-page'
import { queryClientContext } from '../lib/query-client'
import { safeRedirect } from '../lib/safe-redirect'
import type { Route } from './+types/register'

export const headers = privatePageHeaders

export function loader({ context, url }: Route.LoaderArgs) {
  return redirectIfLoggedIn(context.get(queryClientContext), url)
}

export function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  return redirectIfLoggedIn(context.get(queryClientContext), url)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Đăng ký',
    description: 'Tạo tài khoản để mua sắm, theo dõi đơn hàng và đăng tin rao vặt.',
  })

export default function Register() {
  const [params] = useSearchParams()
  const redirectTo = safeRedirect(params.get('redirect'))
  return (
    <AuthCard
      title="Đăng ký tài khoản"
      intro="Chỉ mất một phút: mua sắm nhanh hơn, theo dõi đơn hàng dễ dàng."
    >
      <RegisterForm
        redirectTo={redirectTo}
        loginHref={
          redirectTo === '/' ? '/login' : `/login?redirect=${encodeURIComponent(redirectTo)}`
        }
      />
    </AuthCard>
  )
}
