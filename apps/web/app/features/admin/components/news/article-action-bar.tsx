import { ADMIN_WEB_PATH, type AdminArticle } from '@phiencho/contracts'
import { Link } from 'react-router'

import { FormAlert } from '../../../../components/ui/form-alert'
import { type ArticleAccess, saveLabel } from '../../news/article-access'
import type { EditorIntent } from '../../news/use-article-editor'

/** What the bar asks its page to open (a dialog) or do. */
export type BarAction = 'schedule' | 'return' | 'hide' | 'delete' | 'reload'

interface ArticleActionBarProps {
  article: AdminArticle | null
  access: ArticleAccess
  isWriter: boolean
  alert: string | null
  conflict: boolean
  pending: EditorIntent | null
  onAction: (action: BarAction) => void
}

// Smaller on a phone, where a reviewer's six buttons would otherwise take a fifth of the screen.
const BUTTON = 'btn min-h-10 px-3 text-sm sm:min-h-11 sm:px-4 sm:text-base'

/**
 * The editor's buttons, along the bottom of the screen: those that save the form are its submit
 * buttons (the first, "Lưu nháp", is what Enter in a field does); the others open a dialog.
 */
export function ArticleActionBar({
  article,
  access,
  isWriter,
  alert,
  conflict,
  pending,
  onAction,
}: ArticleActionBarProps) {
  const has = (action: ArticleAccess['actions'][number]) => access.actions.includes(action)
  const busy = pending !== null
  const working = (intent: EditorIntent, label: string, busyLabel: string) =>
    pending === intent ? busyLabel : label
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-ink-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
      <div id="article-editor-alert" tabIndex={-1}>
        <FormAlert tone="error">{alert}</FormAlert>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {has('save') ? (
          <button
            type="submit"
            value="save"
            className={`${BUTTON} ${
              isWriter || has('publish') || has('republish') ? 'btn-secondary' : 'btn-primary'
            }`}
            disabled={busy}
          >
            {working('save', saveLabel(article), 'Đang lưu…')}
          </button>
        ) : null}
        {has('submit') ? (
          <button type="submit" value="submit" className={`${BUTTON} btn-primary`} disabled={busy}>
            {working('submit', 'Gửi duyệt', 'Đang gửi…')}
          </button>
        ) : null}
        {has('publish') || has('republish') ? (
          <button type="submit" value="publish" className={`${BUTTON} btn-primary`} disabled={busy}>
            {working('publish', has('republish') ? 'Đăng lại' : 'Đăng ngay', 'Đang đăng…')}
          </button>
        ) : null}
        {has('schedule') ? (
          <button
            type="button"
            className={`${BUTTON} btn-secondary`}
            disabled={busy}
            onClick={() => onAction('schedule')}
          >
            {article?.status === 'scheduled' ? 'Đổi giờ hẹn' : 'Hẹn giờ đăng'}
          </button>
        ) : null}
        {has('return') ? (
          <button
            type="button"
            className={`${BUTTON} btn-secondary`}
            disabled={busy}
            onClick={() => onAction('return')}
          >
            Trả về bản nháp
          </button>
        ) : null}
        {has('hide') ? (
          <button
            type="button"
            className={`${BUTTON} btn-secondary`}
            disabled={busy}
            onClick={() => onAction('hide')}
          >
            Ẩn bài
          </button>
        ) : null}
        {article ? (
          <Link
            to={`${ADMIN_WEB_PATH}/tin-tuc/${article.id}/xem-truoc`}
            target="_blank"
            rel="noopener"
            className={`${BUTTON} btn-secondary`}
          >
            Xem trước<span className="sr-only"> (bản đã lưu, mở thẻ mới)</span>
          </Link>
        ) : null}
        {article?.status === 'published' ? (
          <a
            href={`/tin-tuc/${article.slug}`}
            target="_blank"
            rel="noopener"
            className="link px-2 text-sm"
          >
            Xem trên trang tin<span className="sr-only"> (mở thẻ mới)</span>
          </a>
        ) : null}
        {conflict ? (
          <button
            type="button"
            className={`${BUTTON} btn-secondary`}
            onClick={() => onAction('reload')}
          >
            Tải bản mới nhất (bỏ thay đổi của tôi)
          </button>
        ) : null}
        {has('delete') ? (
          <button
            type="button"
            className={`${BUTTON} btn-secondary text-danger-700 sm:ml-auto`}
            disabled={busy}
            onClick={() => onAction('delete')}
          >
            Xóa
          </button>
        ) : null}
      </div>
    </div>
  )
}
