import { type FormEvent, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'

import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { ShopDialog } from '../../../components/ui/shop-dialog'
import { ShopLink } from '../../../components/ui/shop-link'
import { errorSentence } from '../../../lib/api-error'
import { loginPathFor } from '../../../lib/safe-redirect'
import { useReportClassifiedAd } from '../api/report-classified-ad'
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportReason } from '../report-reasons'
import { FlagIcon } from './classified-icons'

const TRIGGER =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-ink-700 hover:bg-ink-100 hover:text-danger-700'

/**
 * "Báo cáo tin": a dialog with the reasons for a signed-in customer; for an anonymous visitor a
 * link to the login page that comes back here afterwards (as the wish-list heart does).
 */
export function ReportAd({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  const { pathname, search } = useLocation()
  if (!signedIn) {
    return (
      <ShopLink to={loginPathFor(`${pathname}${search}`)} className={TRIGGER}>
        <FlagIcon width={18} height={18} />
        Báo cáo tin
        <span className="sr-only"> (cần đăng nhập)</span>
      </ShopLink>
    )
  }
  return <ReportDialog slug={slug} />
}

interface FieldErrors {
  choice?: string
  details?: string
}

function ReportDialog({ slug }: { slug: string }) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const report = useReportClassifiedAd(slug)
  const [errors, setErrors] = useState<FieldErrors>({})

  function open() {
    report.reset()
    setErrors({})
    form.current?.reset()
    dialog.current?.showModal()
  }

  function close() {
    dialog.current?.close()
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (report.isPending) return
    const values = new FormData(event.currentTarget)
    const choice = values.get('choice')
    const result = reportReason(
      typeof choice === 'string' ? choice : null,
      String(values.get('details') ?? ''),
    )
    if (!result.ok) {
      setErrors({ [result.field]: result.message })
      event.currentTarget
        .querySelector<HTMLElement>(result.field === 'choice' ? 'input[name="choice"]' : 'textarea')
        ?.focus()
      return
    }
    setErrors({})
    report.mutate({ reason: result.reason })
  }

  const choiceError = errors.choice ? `${id}-choice-error` : undefined
  const detailsError = errors.details ? `${id}-details-error` : undefined

  return (
    <>
      <button type="button" onClick={open} aria-haspopup="dialog" className={TRIGGER}>
        <FlagIcon width={18} height={18} />
        Báo cáo tin
      </button>
      <ShopDialog dialogRef={dialog} titleId={`${id}-title`} title="Báo cáo tin vi phạm">
        {report.isSuccess ? (
          <div className="mt-4 space-y-4">
            <p role="status" className="alert alert-success">
              {report.data.message}
            </p>
            <Button type="button" onClick={close} className="w-full" autoFocus>
              Đóng
            </Button>
          </div>
        ) : (
          <form ref={form} onSubmit={onSubmit} noValidate className="mt-2 space-y-4">
            <p className="text-sm text-ink-600">
              Cho chúng tôi biết tin này có vấn đề gì. Người đăng tin sẽ không biết ai đã báo cáo.
            </p>
            <fieldset aria-describedby={choiceError}>
              <legend className="text-sm font-semibold">Lý do</legend>
              <div className="mt-1 space-y-0.5">
                {REPORT_REASONS.map((reason) => (
                  <label
                    key={reason}
                    className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-1 text-sm hover:bg-ink-100"
                  >
                    <input
                      type="radio"
                      name="choice"
                      value={reason}
                      aria-invalid={errors.choice ? true : undefined}
                      className="size-4 shrink-0 accent-brand-700"
                    />
                    {reason}
                  </label>
                ))}
              </div>
              {errors.choice ? (
                <p id={choiceError} className="mt-1 text-sm text-danger-700">
                  {errors.choice}
                </p>
              ) : null}
            </fieldset>
            <div>
              <label htmlFor={`${id}-details`} className="block text-sm font-semibold">
                Mô tả thêm
              </label>
              <textarea
                id={`${id}-details`}
                name="details"
                rows={3}
                maxLength={REPORT_DETAILS_MAX}
                aria-invalid={errors.details ? true : undefined}
                aria-describedby={[detailsError, `${id}-details-hint`].filter(Boolean).join(' ')}
                className="field-input mt-1"
              />
              {errors.details ? (
                <p id={detailsError} className="mt-1 text-sm text-danger-700">
                  {errors.details}
                </p>
              ) : null}
              <p id={`${id}-details-hint`} className="mt-1 text-xs text-ink-600">
                Không bắt buộc, trừ khi bạn chọn “Khác”.
              </p>
            </div>
            <FormAlert tone="error">
              {report.isError ? errorSentence(report.error) : null}
            </FormAlert>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" onClick={close}>
                Hủy
              </Button>
              <Button type="submit" pending={report.isPending}>
                Gửi báo cáo
              </Button>
            </div>
          </form>
        )}
      </ShopDialog>
    </>
  )
}
