import { classifiedsMessages, type ClassifiedStatus } from '@phiencho/contracts'

/**
 * The sentence "Tin rao vặt của tôi" opens with after a save: a pending ad says it waits for a
 * moderator (a rejected ad saved again is resubmitted), any other the usual words.
 */
export function savedAdNotice(
  saved: { status: ClassifiedStatus },
  before: ClassifiedStatus | null,
): string {
  if (saved.status === 'pending') {
    return before === 'rejected'
      ? classifiedsMessages.resubmitted
      : classifiedsMessages.pendingNotice
  }
  return before === null ? 'Đăng tin thành công' : 'Đã lưu thay đổi.'
}
