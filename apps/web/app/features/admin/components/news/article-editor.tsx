import {
  ADMIN_WEB_PATH,
  type AdminArticle,
  type AdminArticleCategory,
  type AdminMe,
  adminNewsMessages as m,
  ARTICLE_REVIEW_NOTE_MAX,
} from '@phiencho/contracts'
import { formatDateTimeVi } from '@phiencho/vn'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'

import { ApiError, isApiError } from '../../../../lib/api-error'
import { useArticleStep, useDeleteArticle } from '../../api/change-article'
import { adminFormSchema } from '../../load-form-schema'
import { articleAccess } from '../../news/article-access'
import { useArticleEditor } from '../../news/use-article-editor'
import { ConfirmDialog } from '../confirm-dialog'
import { ReasonDialog } from '../reason-dialog'
import { useToast } from '../toasts'
import { ArticleActionBar, type BarAction } from './article-action-bar'
import { ArticleFormFields } from './article-form-fields'
import { ArticleReviewNote } from './article-review-note'
import { ScheduleDialog } from './schedule-dialog'

interface ArticleEditorProps {
  /** The stored article, or null for a new one. */
  article: AdminArticle | null
  categories: readonly AdminArticleCategory[]
  me: AdminMe
  /** Loads the stored article again, dropping what was typed (after a 409). */
  onReload?: () => Promise<AdminArticle | undefined>
}

// The return dialog asks for a note in the reason dialog's field (`reason`): the contract's `note`.
const returnSchema = () =>
  adminFormSchema('adminArticleReturnRequest')().then((schema) => ({
    safeParse(values: unknown) {
      const parsed = schema.safeParse({ note: (values as { reason?: string }).reason ?? '' })
      return parsed.success
        ? { success: true as const, data: { reason: parsed.data.note } }
        : {
            success: false as const,
            error: { issues: parsed.error.issues.map((issue) => ({ ...issue, path: ['reason'] })) },
          }
    },
  }))

const asReasonRefusal = (error: unknown) =>
  isApiError(error) && error.errors.note
    ? new ApiError({
        status: error.status,
        message: error.message,
        method: error.method,
        path: error.path,
        errors: { reason: error.errors.note },
      })
    : error

type Dialog = 'schedule' | 'return' | 'hide' | 'delete' | null

/**
 * The article editor: the form, the editor's note to its writer, and the buttons the status and
 * the signed-in person's permissions allow. Every button that moves the article saves the form
 * first; the others (return, hide, delete) ask before acting.
 */
export function ArticleEditor({ article, categories, me, onReload }: ArticleEditorProps) {
  const { formRef, errors, attempt, pending, run, adopt } = useArticleEditor(article)
  const step = useArticleStep()
  const remove = useDeleteArticle()
  const toast = useToast()
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [formKey, setFormKey] = useState(0)
  const access = articleAccess(article, me)
  const isWriter = !me.permissions.includes('article:publish')

  // After a refusal, the first field in error (or the message above the buttons) gets the focus.
  useEffect(() => {
    if (attempt === 0) return
    const form = formRef.current
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    ;(invalid ?? document.getElementById('article-editor-alert'))?.focus()
  }, [attempt, formRef])

  async function simpleStep(kind: 'hide') {
    if (!article) return
    try {
      await step.mutateAsync({ id: article.id, step: kind })
      toast('success', m.hidden)
    } catch (error) {
      toast('error', isApiError(error) ? error.message : String(error))
    }
    setDialog(null)
  }

  async function deleteArticle() {
    if (!article) return
    try {
      await remove.mutateAsync(article.id)
      toast('success', m.deleted)
      await navigate(`${ADMIN_WEB_PATH}/tin-tuc`)
    } catch (error) {
      toast('error', isApiError(error) ? error.message : String(error))
      setDialog(null)
    }
  }

  async function reload() {
    const fresh = await onReload?.()
    if (!fresh) return
    adopt(fresh)
    setFormKey((n) => n + 1)
  }

  const onBarAction = (action: BarAction) => {
    if (action === 'reload') void reload()
    else setDialog(action)
  }

  return (
    <>
      {article?.review_note && article.status === 'draft' ? (
        <ArticleReviewNote note={article.review_note} forWriter={isWriter} />
      ) : null}
      {access.readOnly ? (
        <p role="status" className="alert border-ink-300 bg-ink-50 text-ink-800">
          {access.readOnly}
        </p>
      ) : null}
      {article?.status === 'scheduled' && article.published_at ? (
        <p className="alert border-sky-200 bg-sky-50 text-sky-900">
          Bài sẽ tự đăng lúc {formatDateTimeVi(article.published_at)} (giờ Việt Nam).
        </p>
      ) : null}
      <form
        key={formKey}
        ref={formRef}
        method="post"
        noValidate
        aria-label={article ? 'Sửa bài viết' : 'Viết bài mới'}
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          const submitter = (event.nativeEvent as SubmitEvent).submitter
          const intent = submitter?.getAttribute('value')
          void run(intent === 'submit' || intent === 'publish' ? intent : 'save')
        }}
      >
        <ArticleFormFields
          article={article}
          categories={categories}
          errors={errors.fields}
          canEdit={access.canEdit}
        />
        <ArticleActionBar
          article={article}
          access={access}
          isWriter={isWriter}
          alert={errors.alert}
          conflict={errors.conflict}
          pending={pending}
          onAction={onBarAction}
        />
      </form>

      <ScheduleDialog
        open={dialog === 'schedule'}
        onClose={() => setDialog(null)}
        current={article?.status === 'scheduled' ? article.published_at : null}
        onSchedule={(publishAt) => run({ scheduleAt: publishAt })}
      />
      {article ? (
        <>
          <ReasonDialog
            open={dialog === 'return'}
            onClose={() => setDialog(null)}
            busy={step.isPending}
            text={{
              title: 'Trả bài về bản nháp',
              intro: `Người viết${article.author ? ` (${article.author.name})` : ''} sẽ thấy góp ý này khi mở bài, sửa rồi gửi duyệt lại.`,
              groupLabel: 'Góp ý cho người viết',
              submitLabel: 'Trả về bản nháp',
              done: m.returned,
            }}
            reasons={[]}
            maxLength={ARTICLE_REVIEW_NOTE_MAX}
            schema={returnSchema}
            send={({ reason }) =>
              step
                .mutateAsync({ id: article.id, step: 'return', body: { note: reason } })
                .catch((error: unknown) => {
                  throw asReasonRefusal(error)
                })
            }
          />
          <ConfirmDialog
            open={dialog === 'hide'}
            title="Ẩn bài viết?"
            confirmLabel="Ẩn bài"
            destructive
            pending={step.isPending}
            onConfirm={() => void simpleStep('hide')}
            onCancel={() => setDialog(null)}
          >
            Bạn đọc sẽ không còn thấy bài “{article.title}”. Bạn có thể đăng lại bài bất cứ lúc nào.
          </ConfirmDialog>
          <ConfirmDialog
            open={dialog === 'delete'}
            title="Xóa bài viết?"
            confirmLabel="Xóa bài"
            destructive
            pending={remove.isPending}
            onConfirm={() => void deleteArticle()}
            onCancel={() => setDialog(null)}
          >
            Bài “{article.title}” sẽ bị xóa hẳn và không khôi phục được.
          </ConfirmDialog>
        </>
      ) : null}
    </>
  )
}
