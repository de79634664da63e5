import { authMessages } from '@phiencho/contracts'
import { useSearchParams } from 'react-router'

import { AuthCard } from '../components/auth/auth-card'
import { FormAlert } from '../components/ui/form-alert'
import { ShopLink } from '../components/ui/shop-link'
import { ResetPasswordForm } from '../features/auth/components/reset-password-form'
import { pageMeta } from '../lib/meta'
import { privatePageHeaders } from '../lib/private-page'
import type { Route } from './+types/reset-password'

export const headers = privatePageHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Đặt lại mật khẩu', noIndex: true })

/** Opened from the reset mail: `/reset-password?token=…&email=…`. */
export default function ResetPassword() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const email = params.get('email') ?? ''

  return (
    <AuthCard title="Đặt lại mật khẩu" intro="Chọn mật khẩu mới cho tài khoản của bạn.">
      {token ? (
        <ResetPasswordForm token={token} email={email} />
      ) : (
        <div className="space-y-4">
          <FormAlert tone="error">{authMessages.resetInvalid}</FormAlert>
          <ShopLink to="/forgot-password" className="btn btn-primary w-full">
            Gửi lại liên kết
          </ShopLink>
        </div>
      )}
    </AuthCard>
  )
}
