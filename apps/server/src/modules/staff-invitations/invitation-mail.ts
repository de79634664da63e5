import { INVITATION_TTL_HOURS } from '@phiencho/contracts'
import type { MailMessage } from '../../lib/mailer.ts'
import { escapeHtml } from '../../lib/mail-text.ts'

interface InvitationMailInput {
  to: string
  name: string
  roles: string[]
  siteName: string
  /** The set-password link (a new account), or the sign-in page (an existing one). */
  link: string
}

/** To a new account: set a password through the link (72 hours, once). */
export function invitationMail({
  to,
  name,
  roles,
  siteName,
  link,
}: InvitationMailInput): MailMessage {
  const roleList = roles.join(', ')
  return {
    to,
    subject: `[${siteName}] Lời mời làm nhân viên`,
    text: [
      `Xin chào ${name},`,
      '',
      `Bạn được mời làm nhân viên của ${siteName} với vai trò: ${roleList}.`,
      `Mở liên kết sau để đặt mật khẩu và vào trang quản trị (hiệu lực trong ${INVITATION_TTL_HOURS} giờ, chỉ dùng được một lần):`,
      link,
      '',
      'Nếu bạn không chờ lời mời này, hãy bỏ qua email.',
    ].join('\n'),
    html: `<p>Xin chào ${escapeHtml(name)},</p>
<p>Bạn được mời làm nhân viên của ${escapeHtml(siteName)} với vai trò: <strong>${escapeHtml(roleList)}</strong>.</p>
<p><a href="${escapeHtml(link)}">Đặt mật khẩu và vào trang quản trị</a> (hiệu lực trong ${INVITATION_TTL_HOURS} giờ, chỉ dùng được một lần).</p>
<p>Nếu bạn không chờ lời mời này, hãy bỏ qua email.</p>`,
  }
}

/** To an existing account: it now opens the back office with the password it has. */
export function staffNoticeMail({
  to,
  name,
  roles,
  siteName,
  link,
}: InvitationMailInput): MailMessage {
  const roleList = roles.join(', ')
  return {
    to,
    subject: `[${siteName}] Bạn đã được thêm làm nhân viên`,
    text: [
      `Xin chào ${name},`,
      '',
      `Tài khoản ${to} của bạn tại ${siteName} vừa được thêm làm nhân viên với vai trò: ${roleList}.`,
      'Đăng nhập trang quản trị bằng mật khẩu bạn đang dùng:',
      link,
    ].join('\n'),
    html: `<p>Xin chào ${escapeHtml(name)},</p>
<p>Tài khoản <strong>${escapeHtml(to)}</strong> của bạn tại ${escapeHtml(siteName)} vừa được thêm làm nhân viên với vai trò: <strong>${escapeHtml(roleList)}</strong>.</p>
<p><a href="${escapeHtml(link)}">Đăng nhập trang quản trị</a> bằng mật khẩu bạn đang dùng.</p>`,
  }
}
