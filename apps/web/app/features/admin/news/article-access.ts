import type { AdminArticle, Permission } from '@phiencho/contracts'

/** What the editor may offer. `save` writes the form; the others move the article along. */
export type ArticleAction =
  'save' | 'submit' | 'publish' | 'schedule' | 'return' | 'hide' | 'republish' | 'delete'

export interface ArticleAccess {
  /** The form may be changed and saved. */
  canEdit: boolean
  actions: readonly ArticleAction[]
  /** Why the form is shown read-only, to whoever cannot change it. */
  readOnly: string | null
}

type Subject = Pick<AdminArticle, 'status' | 'author'>

/**
 * The server's rules, for the buttons: `article:write` writes drafts and sends them for review,
 * and without `article:publish` only its holder's own draft or article in review; `article:publish`
 * publishes, schedules, returns, hides and edits anything. Only an article never published is
 * deleted (a published one is hidden instead).
 */
export function articleAccess(
  article: Subject | null,
  me: { id: number; permissions: readonly Permission[] },
): ArticleAccess {
  const publisher = me.permissions.includes('article:publish')
  if (!article) {
    return {
      canEdit: true,
      actions: [
        'save',
        ...(publisher ? (['publish', 'schedule'] as const) : (['submit'] as const)),
      ],
      readOnly: null,
    }
  }
  if (!publisher) {
    const own = article.author?.id === me.id
    const open = article.status === 'draft' || article.status === 'in_review'
    if (!own) {
      return { canEdit: false, actions: [], readOnly: 'Bạn chỉ được sửa bài viết của chính mình.' }
    }
    if (!open) {
      return {
        canEdit: false,
        actions: [],
        readOnly:
          'Bài đã được biên tập viên nhận đăng hoặc hẹn giờ; chỉ biên tập viên mới sửa được bài này.',
      }
    }
    return {
      canEdit: true,
      actions: article.status === 'draft' ? ['save', 'submit', 'delete'] : ['save', 'delete'],
      readOnly: null,
    }
  }
  const byStatus: Record<AdminArticle['status'], ArticleAction[]> = {
    draft: ['save', 'publish', 'schedule', 'delete'],
    in_review: ['save', 'publish', 'schedule', 'return', 'delete'],
    scheduled: ['save', 'publish', 'schedule', 'return', 'delete'],
    published: ['save', 'hide'],
    hidden: ['save', 'republish'],
  }
  return { canEdit: true, actions: byStatus[article.status], readOnly: null }
}

/** The save button's words: a draft (or a new article) is saved as a draft. */
export function saveLabel(article: Subject | null): string {
  return !article || article.status === 'draft' ? 'Lưu nháp' : 'Lưu thay đổi'
}
