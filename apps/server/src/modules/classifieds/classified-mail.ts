import type { ClassifiedReportOutcome } from '@phiencho/contracts'
import { formatDateTimeVi } from '@phiencho/vn'
import type { MailMessage } from '../../lib/mailer.ts'
import { linesMail as mail, type MailContext } from '../../lib/mail-text.ts'

// The mails of classifieds moderation, queued in the moderator's transaction (the mail outbox).
// Every text a person typed (titles, reasons) is escaped in the HTML part.

export type ModerationMailContext = MailContext

interface AdMailInput {
  to: string
  name: string
  ad: { id: number; slug: string; title: string }
}

export function adApprovedMail(ctx: ModerationMailContext, input: AdMailInput): MailMessage {
  return mail(
    input.to,
    `[${ctx.siteName}] Tin rao vặt của bạn đã được duyệt`,
    [
      `Xin chào ${input.name},`,
      '',
      `Tin "${input.ad.title}" đã được duyệt và đang hiển thị trên ${ctx.siteName}.`,
      'Xem tin của bạn:',
    ],
    `${ctx.appUrl}/tin-rao-vat/${input.ad.slug}`,
  )
}

export function adRejectedMail(
  ctx: ModerationMailContext,
  input: AdMailInput & { reason: string },
): MailMessage {
  return mail(
    input.to,
    `[${ctx.siteName}] Tin rao vặt của bạn chưa được duyệt`,
    [
      `Xin chào ${input.name},`,
      '',
      `Tin "${input.ad.title}" chưa được duyệt.`,
      `Lý do: ${input.reason}`,
      '',
      'Bạn có thể sửa tin và gửi duyệt lại tại:',
    ],
    `${ctx.appUrl}/my-account/manage-classifieds/${input.ad.id}/edit`,
  )
}

const outcomeLines: Record<ClassifiedReportOutcome, string> = {
  ad_hidden: 'Chúng tôi đã kiểm tra và ẩn tin này vì vi phạm quy định đăng tin.',
  resolved: 'Chúng tôi đã kiểm tra và xử lý tin này.',
  dismissed: 'Chúng tôi đã kiểm tra và chưa phát hiện vi phạm trong tin này.',
}

export function reportHandledMail(
  ctx: ModerationMailContext,
  input: {
    to: string
    name: string
    adTitle: string
    reportedAt: Date
    outcome: ClassifiedReportOutcome
  },
): MailMessage {
  return mail(input.to, `[${ctx.siteName}] Kết quả xử lý báo cáo tin rao vặt`, [
    `Xin chào ${input.name},`,
    '',
    `Cảm ơn bạn đã báo cáo tin "${input.adTitle}" lúc ${formatDateTimeVi(input.reportedAt)}.`,
    outcomeLines[input.outcome],
  ])
}
