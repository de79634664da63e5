import { AD_REPORT_REASON_MAX, classifiedsMessages } from '@phiencho/contracts'

/** What a visitor may report an ad for; "Khác" needs their own words. */
export const REPORT_REASONS = [
  'Lừa đảo, yêu cầu chuyển tiền trước',
  'Hàng cấm, hàng giả hoặc vi phạm pháp luật',
  'Sai giá, sai thông tin hoặc sai chủ đề',
  'Tin trùng lặp hoặc spam',
  'Đã bán, không liên lạc được',
  'Khác',
] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

export const OTHER_REASON: ReportReason = 'Khác'

/** Room left for the details beside the longest reason and its ": ". */
export const REPORT_DETAILS_MAX =
  AD_REPORT_REASON_MAX - Math.max(...REPORT_REASONS.map((reason) => reason.length)) - 2

export type ReportFormResult =
  { ok: true; reason: string } | { ok: false; field: 'choice' | 'details'; message: string }

/**
 * The report's one `reason` text from the chosen reason and the details: "Lừa đảo, …: người bán
 * đòi đặt cọc". Checked here against the contract's limits, so the dialog answers at once.
 */
export function reportReason(choice: string | null, details: string): ReportFormResult {
  const text = details.replace(/\s+/g, ' ').trim()
  if (!choice || !REPORT_REASONS.includes(choice as ReportReason)) {
    return { ok: false, field: 'choice', message: 'Vui lòng chọn lý do báo cáo.' }
  }
  if (choice === OTHER_REASON && text.length < 5) {
    return { ok: false, field: 'details', message: classifiedsMessages.reportReason }
  }
  const reason = choice === OTHER_REASON ? text : text ? `${choice}: ${text}` : choice
  if (reason.length > AD_REPORT_REASON_MAX) {
    return { ok: false, field: 'details', message: classifiedsMessages.reportReason }
  }
  return { ok: true, reason }
}
