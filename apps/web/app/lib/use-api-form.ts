import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react'

import { type FormErrors, fromIssues, fromSubmitError, NO_ERRORS } from './form-errors'

interface Schema<T> {
  safeParse(data: unknown):
    | { success: true; data: T }
    | {
        success: false
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }
      }
}

/**
 * A form's schema, or a loader of it: a page whose only use of zod is checking its form then leaves
 * zod (about 27 kB gzip) out of its first load and fetches it when the visitor first focuses a
 * field (or sends the form before that).
 */
export type SchemaSource<T> = Schema<T> | (() => Promise<Schema<T>>)

interface Options<T> {
  schema: SchemaSource<T>
  /** Field names of the form: server errors for other names go to the alert. */
  fields: readonly string[]
  submit: (data: T) => Promise<unknown>
  /**
   * The values to check, read from the form; by default one value per name. A form with a group
   * of checkboxes sharing a name reads them as a list here.
   */
  read?: (form: HTMLFormElement) => unknown
}

/** The schema as given, or loaded once by its loader (a failed load is tried again next time). */
function loadSchema<T>(
  loaded: RefObject<Promise<Schema<T>> | null>,
  schema: SchemaSource<T>,
): Promise<Schema<T>> {
  if (typeof schema !== 'function') return Promise.resolve(schema)
  loaded.current ??= schema().catch((error: unknown) => {
    loaded.current = null
    throw error
  })
  return loaded.current
}

/**
 * A submit handler for the account forms: validates with the contract's zod schema first, then
 * shows the server's per-field errors; focuses the first invalid field each time. The inputs are
 * uncontrolled, so what the visitor typed stays.
 */
export function useApiForm<T>({ schema, fields, submit, read }: Options<T>) {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS)
  const [attempt, setAttempt] = useState(0)
  const [pending, setPending] = useState(false)
  const loaded = useRef<Promise<Schema<T>> | null>(null)

  useEffect(() => {
    const form = formRef.current
    if (typeof schema !== 'function' || !form) return
    const warm = () => void loadSchema(loaded, schema).catch(() => undefined)
    form.addEventListener('focusin', warm, { once: true })
    return () => form.removeEventListener('focusin', warm)
  }, [schema])

  useEffect(() => {
    if (attempt === 0) return
    const form = formRef.current
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    ;(invalid ?? form?.querySelector<HTMLElement>('[role="alert"]:not(:empty)'))?.focus()
  }, [attempt])

  // A ref, not `pending`: a second click can come before React has rendered the first one's
  // state, and a schema still loading widens that gap.
  const busy = useRef(false)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    // checkAndSubmit shows every failure on the form, so the promise does not reject.
    const form = event.currentTarget
    void checkAndSubmit(read ? read(form) : Object.fromEntries(new FormData(form))).finally(() => {
      busy.current = false
    })
  }

  async function checkAndSubmit(values: unknown) {
    let parsed: ReturnType<Schema<T>['safeParse']>
    try {
      parsed = (await loadSchema(loaded, schema)).safeParse(values)
    } catch (error) {
      setErrors(fromSubmitError(error, fields))
      setAttempt((n) => n + 1)
      return
    }
    if (!parsed.success) {
      setErrors(fromIssues(parsed.error.issues))
      setAttempt((n) => n + 1)
      return
    }
    setErrors(NO_ERRORS)
    setPending(true)
    try {
      await submit(parsed.data)
    } catch (error) {
      setErrors(fromSubmitError(error, fields))
      setAttempt((n) => n + 1)
    } finally {
      setPending(false)
    }
  }

  return { formRef, onSubmit, errors, pending }
}
