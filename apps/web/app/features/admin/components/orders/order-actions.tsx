import {
  type AdminOrderDetail,
  CARRIERS,
  carriers,
  type OrderAction,
  orderActions,
} from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'
import { type FormEvent, type ReactNode, type RefObject, useId, useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { SelectField, TextAreaField } from '../../../../components/ui/form-fields'
import { TextField } from '../../../../components/ui/text-field'
import { errorSentence, isApiError } from '../../../../lib/api-error'
import { useApiForm } from '../../../../lib/use-api-form'
import { type OrderActionInput, useOrderAction } from '../../api/change-order'
import { orderFormSchema } from '../../load-order-form-schema'
import { ConfirmDialog } from '../confirm-dialog'
import { useToast } from '../toasts'

const handOverSchema = orderFormSchema('handOverRequest')
const refundSchema = orderFormSchema('refundRequest')
const cancelSchema = orderFormSchema('staffCancelRequest')

/** Actions taken with one click: the order moves on, or a payment is recorded. */
const ONE_CLICK = ['confirm', 'deliver', 'complete', 'transfer_received', 'cod_collected'] as const
type OneClick = (typeof ONE_CLICK)[number]

const done: Record<OrderAction, string> = {
  confirm: 'Đã xác nhận đơn hàng.',
  hand_over: 'Đã giao đơn cho đơn vị vận chuyển.',
  deliver: 'Đã ghi nhận giao hàng thành công.',
  complete: 'Đơn hàng đã hoàn thành.',
  cancel: 'Đã hủy đơn hàng.',
  transfer_received: 'Đã ghi nhận tiền chuyển khoản.',
  cod_collected: 'Đã ghi nhận thu tiền COD.',
  refund: 'Đã ghi nhận hoàn tiền.',
}

/** Only the actions the server says this person may take on this order now. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const allowed = new Set(order.actions)
  const oneClick = ONE_CLICK.filter((action) => allowed.has(action))
  return (
    <section aria-labelledby="order-actions" className="card p-4 sm:p-5">
      <h2 id="order-actions" className="mb-3 text-lg font-semibold">
        Thao tác
      </h2>
      {allowed.size === 0 ? (
        <p className="text-sm text-ink-600">Không có thao tác nào bạn có thể thực hiện lúc này.</p>
      ) : null}
      {oneClick.length || allowed.has('cancel') ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {oneClick.map((action) => (
            <OneClickAction key={action} code={order.code} action={action} />
          ))}
          {allowed.has('cancel') ? <CancelAction code={order.code} /> : null}
        </div>
      ) : null}
      {allowed.has('hand_over') ? <HandOverForm code={order.code} /> : null}
      {allowed.has('refund') ? <RefundForm code={order.code} total={order.total} /> : null}
    </section>
  )
}

function useRunAction(code: string) {
  const mutation = useOrderAction(code)
  const toast = useToast()
  return {
    mutation,
    run: async (input: OrderActionInput) => {
      await mutation.mutateAsync(input)
      toast('success', done[input.action])
    },
    toast,
  }
}

function OneClickAction({ code, action }: { code: string; action: OneClick }) {
  const { mutation, run, toast } = useRunAction(code)
  return (
    <Button
      type="button"
      variant={action === 'confirm' ? 'primary' : 'secondary'}
      pending={mutation.isPending}
      onClick={() => {
        run({ action }).catch((error: unknown) => toast('error', errorSentence(error)))
      }}
    >
      {orderActions[action].label}
    </Button>
  )
}

function CancelAction({ code }: { code: string }) {
  const { mutation, run, toast } = useRunAction(code)
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)

  async function confirm() {
    const parsed = (await cancelSchema()).safeParse({ reason })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null)
      return
    }
    try {
      await run({ action: 'cancel', body: parsed.data })
      setOpen(false)
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422) {
        setError(errorSentence(failure))
        return
      }
      setOpen(false)
      toast('error', errorSentence(failure))
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="secondary"
        className="text-danger-700"
        onClick={() => {
          setError(null)
          setOpen(true)
        }}
      >
        {orderActions.cancel.label}
      </Button>
      <ConfirmDialog
        open={open}
        title="Hủy đơn hàng này?"
        confirmLabel="Hủy đơn"
        destructive
        pending={mutation.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p className="mb-3">
          Hàng trong đơn được trả lại kho và khách hàng nhận được email báo hủy.
        </p>
        <TextAreaField
          name="reason"
          label="Lý do hủy"
          required
          maxLength={255}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error ?? undefined}
          className="[&_textarea]:min-h-20"
        />
      </ConfirmDialog>
    </>
  )
}

function HandOverForm({ code }: { code: string }) {
  const { run } = useRunAction(code)
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: handOverSchema,
    fields: ['carrier', 'tracking_code', 'note'],
    submit: (body) => run({ action: 'hand_over', body }),
  })
  return (
    <ActionForm action="hand_over" formRef={formRef} onSubmit={onSubmit} alert={errors.alert}>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          name="carrier"
          label="Đơn vị vận chuyển"
          defaultValue="ghn"
          error={errors.fields.carrier}
        >
          {CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier}>
              {carriers[carrier].name}
            </option>
          ))}
        </SelectField>
        <TextField
          name="tracking_code"
          label="Mã vận đơn"
          required
          maxLength={50}
          autoComplete="off"
          error={errors.fields.tracking_code}
        />
      </div>
      <Button type="submit" pending={pending}>
        Giao cho vận chuyển
      </Button>
    </ActionForm>
  )
}

function RefundForm({ code, total }: { code: string; total: number }) {
  const { run } = useRunAction(code)
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: refundSchema,
    fields: ['amount', 'note'],
    read: (form) => {
      const data = new FormData(form)
      const amount = String(data.get('amount') ?? '').replace(/\D/g, '')
      return { amount: amount ? Number(amount) : undefined, note: data.get('note') ?? '' }
    },
    submit: (body) => run({ action: 'refund', body }),
  })
  return (
    <ActionForm action="refund" formRef={formRef} onSubmit={onSubmit} alert={errors.alert}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name="amount"
          label="Số tiền hoàn (₫)"
          inputMode="numeric"
          required
          hint={`Tối đa ${formatVnd(total)}.`}
          error={errors.fields.amount}
        />
        <TextField name="note" label="Ghi chú" maxLength={500} error={errors.fields.note} />
      </div>
      <Button type="submit" variant="secondary" pending={pending}>
        Ghi nhận hoàn tiền
      </Button>
    </ActionForm>
  )
}

interface ActionFormProps {
  action: OrderAction
  formRef: RefObject<HTMLFormElement | null>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  alert: string | null
  children: ReactNode
}

/** An action that asks for details: a form named by the action, its alert above the fields. */
function ActionForm({ action, formRef, onSubmit, alert, children }: ActionFormProps) {
  const titleId = useId()
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className="mt-4 space-y-3 border-t border-ink-200 pt-4"
    >
      <h3 id={titleId} className="font-semibold">
        {orderActions[action].label}
      </h3>
      <FormAlert tone="error">{alert}</FormAlert>
      {children}
    </form>
  )
}
