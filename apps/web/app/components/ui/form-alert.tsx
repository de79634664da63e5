interface FormAlertProps {
  tone: 'error' | 'success'
  children: string | null | undefined
}

/**
 * Form-level message. The live region stays in the page so that screen readers announce what
 * appears in it: errors interrupt (role=alert), successes are polite (role=status).
 */
export function FormAlert({ tone, children }: FormAlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} tabIndex={children ? -1 : undefined}>
      {children ? (
        <p className={tone === 'error' ? 'alert alert-error' : 'alert alert-success'}>{children}</p>
      ) : null}
    </div>
  )
}
