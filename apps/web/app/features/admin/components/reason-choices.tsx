import { FieldMessages, fieldDescribedBy } from '../../../components/ui/form-fields'

/** The choice that opens a text field for the moderator's own words. */
export const OTHER_REASON = 'other'

/**
 * The reason the choices hold in a form's data: a usual one, or the moderator's own words (also
 * when there are no usual reasons, only the text field).
 */
export function chosenReason(data: FormData): string {
  const choice = data.get('choice')
  if (choice === null || choice === OTHER_REASON) return String(data.get('other') ?? '')
  return String(choice)
}

interface ReasonChoicesProps {
  /** The base of the ids of the group and its text field. */
  id: string
  /** The radio group's name ("Lý do ẩn"); the text field's label when there are no usual reasons. */
  label: string
  /** The usual reasons as radio options, then "Lý do khác". None: the text field only. */
  reasons: readonly string[]
  maxLength: number
  picked: string
  onPick: (reason: string) => void
  error: string | undefined
}

/** A usual reason or "Lý do khác" with a text field, its error beside whichever is in use. */
export function ReasonChoices({
  id,
  label,
  reasons,
  maxLength,
  picked,
  onPick,
  error,
}: ReasonChoicesProps) {
  const groupId = `${id}-reasons`
  const otherId = `${id}-other`
  const errorOnOther = picked === OTHER_REASON
  return (
    <>
      {reasons.length > 0 ? (
        <div
          role="radiogroup"
          aria-labelledby={`${groupId}-label`}
          aria-invalid={error && !errorOnOther ? true : undefined}
          aria-describedby={errorOnOther ? undefined : fieldDescribedBy(groupId, error)}
          tabIndex={-1}
          className="space-y-1"
        >
          <p id={`${groupId}-label`} className="mb-1 text-sm font-medium text-ink-800">
            {label}
          </p>
          {[...reasons, OTHER_REASON].map((reason) => (
            <label
              key={reason}
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-ink-100"
            >
              <input
                type="radio"
                name="choice"
                value={reason}
                checked={picked === reason}
                onChange={() => onPick(reason)}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span>{reason === OTHER_REASON ? 'Lý do khác' : reason}</span>
            </label>
          ))}
          {errorOnOther ? null : <FieldMessages id={groupId} error={error} />}
        </div>
      ) : null}
      {errorOnOther ? (
        <div className="mt-2">
          <label htmlFor={otherId} className="mb-1 block text-sm font-medium text-ink-800">
            {reasons.length > 0 ? 'Nội dung lý do' : label}
          </label>
          <textarea
            id={otherId}
            name="other"
            maxLength={maxLength}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy(otherId, error)}
            className="field-input min-h-20 resize-y"
            autoFocus
          />
          <FieldMessages id={otherId} error={error} />
        </div>
      ) : null}
    </>
  )
}
