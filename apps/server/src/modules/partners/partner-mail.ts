import type { MailMessage } from '../../lib/mailer.ts'
import { linesMail as mail, type MailContext } from '../../lib/mail-text.ts'

// The mails of the partner applications console, queued in the moderator's transaction (the mail
// outbox). Every text a person typed (the shop's name, the reason) is escaped in the HTML part.

export type PartnerMailContext = MailContext

interface ApplicantInput {
  to: string
  name: string
  shopName: string
}

export function partnerApprovedMail(
  ctx: PartnerMailContext,
  input: ApplicantInput & { storeSlug: string },
): MailMessage {
  return mail(
    input.to,
    `[${ctx.siteName}] Đăng ký đối tác bán hàng đã được duyệt`,
    [
      `Xin chào ${input.name},`,
      '',
      `Đơn đăng ký đối tác bán hàng "${input.shopName}" đã được duyệt.`,
      `Cửa hàng của bạn đã mở trên ${ctx.siteName}:`,
    ],
    `${ctx.appUrl}/cua-hang/${input.storeSlug}`,
  )
}

export function partnerRejectedMail(
  ctx: PartnerMailContext,
  input: ApplicantInput & { reason: string },
): MailMessage {
  return mail(input.to, `[${ctx.siteName}] Đăng ký đối tác bán hàng chưa được duyệt`, [
    `Xin chào ${input.name},`,
    '',
    `Đơn đăng ký đối tác bán hàng "${input.shopName}" chưa được duyệt.`,
    `Lý do: ${input.reason}`,
    '',
    'Bạn có thể bổ sung thông tin và gửi lại đơn đăng ký bất cứ lúc nào.',
  ])
}
