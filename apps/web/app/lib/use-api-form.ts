import { type FormEvent, useEffect, useRef, useState } from 'react'

import { type FormErrors, fromIssues, fromSubmitError, NO_ERRORS } from './form-errors'

interface Schema<T> {
  safeParse(data: unknown):
    | { success: true; data: T }
    | {
        success: false
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }
      }
}

interface Options<T> {
  schema: Schema<T>
  /** Field names of the form: server errors for other names go to the alert. */
  fields: readonly string[]
  submit: (data: T) => Promise<unknown>
}

/**
 * A submit handler for the account forms: validates with the contract's zod schema first, then
 * shows the server's per-field errors; focuses the first invalid field each time. The inputs are
 * uncontrolled, so what the visitor typed stays.
 */
export function useApiForm<T>({ schema, fields, submit }: Options<T>) {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS)
  const [attempt, setAttempt] = useState(0)
  const [pending, setPending] = useState(false)

  useEffect(() => {
    if (attempt === 0) return
    const form = formRef.current
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    ;(invalid ?? form?.querySelector<HTMLElement>('[role="alert"]:not(:empty)'))?.focus()
  }, [attempt])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const values = Object.fromEntries(new FormData(event.currentTarget))
    const parsed = schema.safeParse(values)
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
