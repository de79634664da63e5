import type { AdminArticleRow } from '@phiencho/contracts'
import { formatDateTimeVi } from '@phiencho/vn'

/** The moment that matters for an article's status, in Vietnam's time. */
export function articleWhen(
  article: Pick<AdminArticleRow, 'status' | 'published_at' | 'updated_at'>,
) {
  const at = article.published_at
  switch (article.status) {
    case 'scheduled':
      return at ? `Hẹn đăng lúc ${formatDateTimeVi(at)}` : 'Hẹn giờ đăng'
    case 'published':
      return at ? `Đăng lúc ${formatDateTimeVi(at)}` : 'Đã đăng'
    case 'hidden':
      return at ? `Đã đăng lúc ${formatDateTimeVi(at)}, nay đã ẩn` : 'Đã ẩn'
    default:
      return `Sửa lần cuối lúc ${formatDateTimeVi(article.updated_at)}`
  }
}
