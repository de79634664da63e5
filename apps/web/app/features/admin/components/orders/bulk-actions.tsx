import { type BulkOrderResult, type Carrier, CARRIERS, carriers } from '@phiencho/contracts'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { errorSentence } from '../../../../lib/api-error'
import { useBulkOrders } from '../../api/change-order'
import { ModalDialog } from '../modal-dialog'
import { useToast } from '../toasts'
import { orderPrintPath } from './order-print-link'

interface BulkActionsProps {
  selected: readonly string[]
  /** Every row of the page is ticked. */
  allSelected: boolean
  toggleAll: () => void
  canWrite: boolean
  clear: () => void
}

type Results = BulkOrderResult['results']

/** What the ticked orders can be given at once: confirm, hand over, print. */
export function BulkActions({
  selected,
  allSelected,
  toggleAll,
  canWrite,
  clear,
}: BulkActionsProps) {
  const bulk = useBulkOrders()
  const toast = useToast()
  const [results, setResults] = useState<Results | null>(null)
  const [handingOver, setHandingOver] = useState(false)
  const none = selected.length === 0

  function report(answer: Results) {
    setResults(answer)
    const done = answer.filter((result) => result.ok).length
    const refused = answer.length - done
    toast(
      refused ? 'error' : 'success',
      refused
        ? `Đã xử lý ${done} đơn, ${refused} đơn không thực hiện được.`
        : `Đã xử lý ${done} đơn.`,
    )
    if (!refused) clear()
  }

  return (
    <section aria-label="Thao tác với đơn đã chọn" className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={allSelected}
            onChange={toggleAll}
          />
          Chọn tất cả đơn trên trang
        </label>
        <p className="text-sm text-ink-600 sm:mr-auto" aria-live="polite">
          Đã chọn {selected.length} đơn
        </p>
        {canWrite ? (
          <>
            <Button
              type="button"
              variant="secondary"
              disabled={none}
              pending={bulk.isPending && !handingOver}
              onClick={() =>
                bulk.mutate(
                  { action: 'confirm', codes: [...selected] },
                  {
                    onSuccess: (answer) => report(answer.results),
                    onError: (error) => toast('error', errorSentence(error)),
                  },
                )
              }
            >
              Xác nhận
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={none}
              onClick={() => setHandingOver(true)}
            >
              Giao cho vận chuyển
            </Button>
          </>
        ) : null}
        {none ? (
          <span className="btn btn-secondary opacity-50" aria-disabled="true">
            In phiếu giao
          </span>
        ) : (
          <Link to={orderPrintPath(selected, 'phieu-giao')} className="btn btn-secondary">
            In phiếu giao
          </Link>
        )}
        {none ? (
          <span className="btn btn-secondary opacity-50" aria-disabled="true">
            In hóa đơn
          </span>
        ) : (
          <Link to={orderPrintPath(selected, 'hoa-don')} className="btn btn-secondary">
            In hóa đơn
          </Link>
        )}
      </div>
      {results ? <BulkResults results={results} onClose={() => setResults(null)} /> : null}
      <HandOverDialog
        open={handingOver}
        codes={selected}
        onClose={() => setHandingOver(false)}
        onDone={(answer) => {
          setHandingOver(false)
          report(answer)
        }}
      />
    </section>
  )
}

function BulkResults({ results, onClose }: { results: Results; onClose: () => void }) {
  return (
    <div className="card p-4" role="status">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold">Kết quả thao tác</h2>
        <button
          type="button"
          className="text-sm font-medium text-brand-800 underline"
          onClick={onClose}
        >
          Ẩn kết quả
        </button>
      </div>
      <ul className="mt-2 space-y-1 text-sm">
        {results.map((result) => (
          <li key={result.code} className={result.ok ? 'text-success-700' : 'text-danger-700'}>
            <span className="font-mono font-semibold">{result.code}</span>:{' '}
            {result.ok ? 'Thành công' : result.message}
          </li>
        ))}
      </ul>
    </div>
  )
}

interface HandOverDialogProps {
  open: boolean
  codes: readonly string[]
  onClose: () => void
  onDone: (results: Results) => void
}

/** One carrier for all, a tracking code per order. */
function HandOverDialog({ open, codes, onClose, onDone }: HandOverDialogProps) {
  const bulk = useBulkOrders()
  const [alert, setAlert] = useState<string | null>(null)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAlert(null)
    const data = new FormData(event.currentTarget)
    const orders = codes.map((code) => ({
      code,
      tracking_code: String(data.get(`tracking-${code}`) ?? '').trim(),
    }))
    if (orders.some((order) => !order.tracking_code)) {
      setAlert('Vui lòng nhập mã vận đơn cho từng đơn hàng.')
      return
    }
    bulk.mutate(
      { action: 'hand_over', carrier: String(data.get('carrier')) as Carrier, orders },
      {
        onSuccess: (answer) => onDone(answer.results),
        onError: (error) => setAlert(errorSentence(error)),
      },
    )
  }

  return (
    <ModalDialog open={open} onClose={onClose} busy={bulk.isPending}>
      {(titleId) => (
        <form onSubmit={onSubmit} noValidate className="space-y-4 p-5 sm:p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            Giao {codes.length} đơn cho đơn vị vận chuyển
          </h2>
          <FormAlert tone="error">{alert}</FormAlert>
          <div>
            <label htmlFor="bulk-carrier" className="mb-1 block text-sm font-medium">
              Đơn vị vận chuyển
            </label>
            <select id="bulk-carrier" name="carrier" className="field-input" defaultValue="ghn">
              {CARRIERS.map((carrier) => (
                <option key={carrier} value={carrier}>
                  {carriers[carrier].name}
                </option>
              ))}
            </select>
          </div>
          <div className="max-h-72 space-y-3 overflow-y-auto">
            {codes.map((code) => (
              <div key={code}>
                <label htmlFor={`tracking-${code}`} className="mb-1 block text-sm font-medium">
                  Mã vận đơn của {code}
                </label>
                <input
                  id={`tracking-${code}`}
                  name={`tracking-${code}`}
                  className="field-input"
                  maxLength={50}
                  required
                  autoComplete="off"
                />
              </div>
            ))}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onClose} disabled={bulk.isPending}>
              Hủy
            </Button>
            <Button type="submit" pending={bulk.isPending}>
              Giao cho vận chuyển
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  )
}
