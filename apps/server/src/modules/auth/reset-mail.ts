import type { MailMessage } from '../../lib/mailer.ts'
import { escapeHtml } from '../../lib/mail-text.ts'

export function passwordResetMail(input: {
  to: string
  name: string
  link: string
  siteName: string
}): MailMessage {
  const { to, name, link, siteName } = input
  return {
    to,
    subject: `[${siteName}] Đặt lại mật khẩu`,
    text: [
      `Xin chào ${name},`,
      '',
      `Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản ${to} tại ${siteName}.`,
      'Mở liên kết sau để đặt mật khẩu mới (hiệu lực trong 1 giờ, chỉ dùng được một lần):',
      link,
      '',
      'Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn không thay đổi.',
    ].join('\n'),
    html: `<p>Xin chào ${escapeHtml(name)},</p>
<p>Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản <strong>${escapeHtml(to)}</strong> tại ${escapeHtml(siteName)}.</p>
<p><a href="${escapeHtml(link)}">Đặt mật khẩu mới</a> (hiệu lực trong 1 giờ, chỉ dùng được một lần).</p>
<p>Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn không thay đổi.</p>`,
  }
}
