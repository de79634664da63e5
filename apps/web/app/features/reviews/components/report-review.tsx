import { REVIEW_REPORT_REASON_MAX, reviewsMessages } from '@phiencho/contracts'
import { type FormEvent, useId, useRef, useState } from 'react'

import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { ShopDialog } from '../../../components/ui/shop-dialog'
import { errorSentence, isApiError } from '../../../lib/api-error'
import { useReportReview } from '../api/report-review'
import { useHydrated } from '../../../lib/use-hydrated'

const REASON_MIN = 5

/**
 * "Báo cáo": a dialog asking why, for a signed-in customer; for a visitor a link to the login page
 * that brings them back to the reviews.
 */
export function ReportReview({
  reviewId,
  signedIn,
  loginHref,
}: {
  reviewId: number
  signedIn: boolean
  /** For a visitor, the login page that brings them back to the reviews. */
  loginHref: string
}) {
  if (!signedIn) {
    return (
      <a href={loginHref} className="review-action border-transparent">
        Báo cáo<span className="sr-only"> đánh giá (cần đăng nhập)</span>
      </a>
    )
  }
  return <ReportDialog reviewId={reviewId} />
}

function ReportDialog({ reviewId }: { reviewId: number }) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const report = useReportReview(reviewId)
  const hydrated = useHydrated()
  const [error, setError] = useState<string | null>(null)
  // Reported before: the server's 409 says so, and the dialog thanks them all the same.
  const alreadyReported = isApiError(report.error) && report.error.status === 409
  const done = report.isSuccess || alreadyReported

  function open() {
    report.reset()
    setError(null)
    form.current?.reset()
    dialog.current?.showModal()
  }

  function close() {
    dialog.current?.close()
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (report.isPending) return
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim()
    if (reason.length < REASON_MIN || reason.length > REVIEW_REPORT_REASON_MAX) {
      setError(reviewsMessages.reportReason)
      event.currentTarget.querySelector('textarea')?.focus()
      return
    }
    setError(null)
    report.mutate({ reason })
  }

  const fieldError =
    error ?? (isApiError(report.error) ? (report.error.errors.reason?.[0] ?? null) : null)
  const alert =
    report.isError && !alreadyReported && !fieldError ? errorSentence(report.error) : null

  return (
    <>
      <button
        type="button"
        onClick={open}
        disabled={!hydrated}
        aria-haspopup="dialog"
        className="review-action border-transparent"
      >
        Báo cáo<span className="sr-only"> đánh giá</span>
      </button>
      <ShopDialog dialogRef={dialog} titleId={`${id}-title`} title="Báo cáo đánh giá">
        {done ? (
          <div className="mt-4 space-y-4">
            <p role="status" className="alert alert-success">
              {alreadyReported ? reviewsMessages.reportDuplicate : reviewsMessages.reportThanks}
            </p>
            <Button type="button" onClick={close} className="w-full" autoFocus>
              Đóng
            </Button>
          </div>
        ) : (
          <form ref={form} onSubmit={onSubmit} noValidate className="mt-2 space-y-4">
            <p className="text-sm text-ink-600">
              Đánh giá này có nội dung sai sự thật, xúc phạm hay quảng cáo? Cho chúng tôi biết lý
              do, người viết sẽ không biết ai đã báo cáo.
            </p>
            <div>
              <label htmlFor={`${id}-reason`} className="block text-sm font-semibold">
                Lý do báo cáo
              </label>
              <textarea
                id={`${id}-reason`}
                name="reason"
                rows={4}
                maxLength={REVIEW_REPORT_REASON_MAX}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${id}-reason-error` : `${id}-reason-hint`}
                className="field-input mt-1"
              />
              {fieldError ? (
                <p id={`${id}-reason-error`} className="mt-1 text-sm text-danger-700">
                  {fieldError}
                </p>
              ) : (
                <p id={`${id}-reason-hint`} className="mt-1 text-xs text-ink-600">
                  Từ {REASON_MIN} đến {REVIEW_REPORT_REASON_MAX} ký tự.
                </p>
              )}
            </div>
            <FormAlert tone="error">{alert}</FormAlert>
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
