import { AuthCard } from '../components/auth/auth-card'
import { ShopLink } from '../components/ui/shop-link'
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form'
import { pageMeta } from '../lib/meta'
import { privatePageHeaders } from '../lib/private-page'
import type { Route } from './+types/forgot-password'

export const headers = privatePageHeaders

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Quên mật khẩu' })

export default function ForgotPassword() {
  return (
    <AuthCard
      title="Quên mật khẩu"
      intro="Nhập email bạn đã dùng để đăng ký. Chúng tôi sẽ gửi cho bạn liên kết đặt lại mật khẩu."
    >
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm text-ink-600">
        Đã nhớ mật khẩu?{' '}
        <ShopLink to="/login" className="link">
          Đăng nhập
        </ShopLink>
      </p>
    </AuthCard>
  )
}
