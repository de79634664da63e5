import type { MailMessage } from '../../lib/mailer.ts'

// The mails of the partner applications console, queued in the moderator's transaction (the mail
// outbox). Every text a person typed (the shop's name, the reason) is escaped in the HTML part.

export interface PartnerMailContext {
  siteName: string
  appUrl: string
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function mail(to: string, subject: string, lines: string[], link?: string): MailMessage {
  const text = [...lines, ...(link ? ['', link] : [])].join('\n')
  const html = [
    ...lines.filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`),
    link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '',
  ].join('\n')
  return { to, subject, text, html }
}

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
