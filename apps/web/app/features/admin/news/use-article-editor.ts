import {
  ADMIN_WEB_PATH,
  type AdminArticle,
  type AdminArticleRequest,
  adminNewsMessages as m,
} from '@phiencho/contracts'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'

import { isApiError } from '../../../lib/api-error'
import { fromSubmitError } from '../../../lib/form-errors'
import {
  type ArticleStep,
  useArticleStep,
  useCreateArticle,
  useUpdateArticle,
} from '../api/change-article'
import { useToast } from '../components/toasts'
import { adminFormSchema } from '../load-form-schema'
import { ARTICLE_FIELDS, articleInputFromForm, fieldMessages } from './article-form-values'

/** What a press of the editor's buttons does after saving the form. */
export type EditorIntent = 'save' | 'submit' | 'publish' | { scheduleAt: string }

export interface EditorErrors {
  fields: Record<string, string>
  alert: string | null
  /** Someone saved the article meanwhile: what was typed stays, a reload is offered. */
  conflict: boolean
}

const NO_ERRORS: EditorErrors = { fields: {}, alert: null, conflict: false }
const loadSchema = adminFormSchema('adminArticleRequest')

const done = (intent: EditorIntent) =>
  intent === 'save'
    ? m.saved
    : intent === 'submit'
      ? m.submitted
      : intent === 'publish'
        ? m.published
        : m.scheduled

function stepOf(intent: EditorIntent): ArticleStep | null {
  if (intent === 'save') return null
  if (intent === 'submit') return { step: 'submit' }
  if (intent === 'publish') return { step: 'publish', body: {} }
  return { step: 'publish', body: { publish_at: intent.scheduleAt } }
}

/** The server's refusal in the form's shape: a message about one tag goes beside the tags. */
function refusal(error: unknown): EditorErrors {
  if (isApiError(error) && error.status === 422) {
    const folded = fieldMessages(
      Object.entries(error.errors).flatMap(([field, list]) =>
        list[0] ? [[field, list[0]] as [string, string]] : [],
      ),
    )
    const fields: Record<string, string> = {}
    const elsewhere: string[] = []
    for (const [field, message] of Object.entries(folded)) {
      if ((ARTICLE_FIELDS as readonly string[]).includes(field)) fields[field] = message
      else elsewhere.push(message)
    }
    return {
      fields,
      alert: elsewhere.join(' ') || (Object.keys(fields).length ? null : error.message),
      conflict: false,
    }
  }
  return { ...fromSubmitError(error, ARTICLE_FIELDS), conflict: false }
}

/**
 * The editor's form: every button saves what is typed first (checked by the contract's schema,
 * sent with the `updated_at` it was read at), then takes its step (send for review, publish,
 * schedule). Nothing typed is lost to a refusal: the inputs are uncontrolled and stay as they are.
 */
export function useArticleEditor(article: AdminArticle | null) {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<EditorErrors>(NO_ERRORS)
  const [pending, setPending] = useState<EditorIntent | null>(null)
  const [attempt, setAttempt] = useState(0)
  // The version this page last read or wrote; a save made elsewhere since is refused (409).
  const version = useRef(article?.updated_at)
  const busy = useRef(false)
  const create = useCreateArticle()
  const update = useUpdateArticle()
  const step = useArticleStep()
  const toast = useToast()
  const navigate = useNavigate()

  /** The form's values, the editor's latest HTML included (it hands it on at `submit`). */
  function readForm(): AdminArticleRequest | null {
    const form = formRef.current
    if (!form) return null
    form.dispatchEvent(new Event('submit', { cancelable: true }))
    return articleInputFromForm(new FormData(form))
  }

  function fail(next: EditorErrors) {
    setErrors(next)
    setAttempt((n) => n + 1)
  }

  /** Saves, then takes the intent's step; resolves with the errors shown (none: done). */
  async function run(intent: EditorIntent): Promise<EditorErrors | null> {
    if (busy.current) return null
    const input = readForm()
    if (!input) return null
    busy.current = true
    try {
      const schema = await loadSchema()
      const parsed = schema.safeParse(input)
      if (!parsed.success) {
        const fields = fieldMessages(
          parsed.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message]),
        )
        const next = { fields, alert: null, conflict: false }
        fail(next)
        return next
      }
      setErrors(NO_ERRORS)
      setPending(intent)
      const body = parsed.data as AdminArticleRequest
      let saved: AdminArticle
      try {
        saved = article
          ? await update.mutateAsync({
              id: article.id,
              body: { ...body, updated_at: version.current },
            })
          : await create.mutateAsync(body)
      } catch (error) {
        const next =
          isApiError(error) && error.status === 409
            ? { fields: {}, alert: error.message || m.changedMeanwhile, conflict: true }
            : refusal(error)
        fail(next)
        return next
      }
      version.current = saved.updated_at
      const next = stepOf(intent)
      if (next) {
        try {
          version.current = (await step.mutateAsync({ id: saved.id, ...next })).updated_at
        } catch (error) {
          const shown = refusal(error)
          // The article itself was saved: say so before the step's refusal.
          fail({ ...shown, alert: `${m.saved} ${shown.alert ?? ''}`.trim() })
          if (!article) await navigate(`${ADMIN_WEB_PATH}/tin-tuc/${saved.id}`, { replace: true })
          return shown
        }
      }
      toast('success', done(intent))
      if (!article) await navigate(`${ADMIN_WEB_PATH}/tin-tuc/${saved.id}`, { replace: true })
      return null
    } catch (error) {
      const next = refusal(error)
      fail(next)
      return next
    } finally {
      busy.current = false
      setPending(null)
    }
  }

  return {
    formRef,
    errors,
    /** Changes on each refusal, for moving the focus to the first message. */
    attempt,
    pending,
    run,
    /** After a reload of the article (409): the new version is the one to write over. */
    adopt(next: AdminArticle) {
      version.current = next.updated_at
      setErrors(NO_ERRORS)
    },
  }
}
