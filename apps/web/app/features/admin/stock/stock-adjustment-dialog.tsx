import {
  STOCK_ADJUSTMENT_REASONS,
  STOCK_ITEMS_MAX,
  STOCK_NOTE_MAX,
  type StockAdjustmentReason,
  stockReasonLabels,
} from '@phiencho/contracts'
import { useEffect, useState } from 'react'

import { Button } from '../../../components/ui/button'
import { SelectField, TextAreaField } from '../../../components/ui/form-fields'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { useApiForm } from '../../../lib/use-api-form'
import { useAdjustStock } from '../api/adjust-stock'
import { useStockItems } from '../api/find-stock-items'
import { ModalDialog } from '../components/modal-dialog'
import { useToast } from '../components/toasts'
import { adminFormSchema } from '../load-form-schema'
import { formatUnits, type StockTarget, targetName } from './stock-format'

const adjustmentSchema = adminFormSchema('stockAdjustmentRequest')
const FIELDS = ['reason', 'quantity', 'note'] as const

interface StockAdjustmentDialogProps {
  open: boolean
  /** The product or variant to adjust; absent, the dialog asks for one first. */
  target?: StockTarget | null
  onClose: () => void
}

/** Receives, counts, writes off or takes back units of one product or variant. */
export function StockAdjustmentDialog({ open, target, onClose }: StockAdjustmentDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose}>
      {(titleId) => <AdjustmentSteps titleId={titleId} target={target ?? null} onClose={onClose} />}
    </ModalDialog>
  )
}

function AdjustmentSteps({
  titleId,
  target,
  onClose,
}: {
  titleId: string
  target: StockTarget | null
  onClose: () => void
}) {
  const [chosen, setChosen] = useState<StockTarget | null>(target)
  return chosen ? (
    <AdjustmentForm
      titleId={titleId}
      target={chosen}
      onChange={target ? null : () => setChosen(null)}
      onClose={onClose}
    />
  ) : (
    <ItemPicker titleId={titleId} onPick={setChosen} onClose={onClose} />
  )
}

/** A SKU or name typed, the matching products and variants to choose from. */
function ItemPicker({
  titleId,
  onPick,
  onClose,
}: {
  titleId: string
  onPick: (item: StockTarget) => void
  onClose: () => void
}) {
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 250)
    return () => clearTimeout(timer)
  }, [typed])
  const items = useStockItems(q)
  const found = q ? items.data?.data : undefined
  return (
    <div className="space-y-4 p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold">
        Điều chỉnh tồn kho
      </h2>
      <TextField
        id="stock-item-search"
        name="stock_item_q"
        type="search"
        label="Tìm sản phẩm"
        hint="Nhập mã SKU hoặc tên sản phẩm, phân loại."
        autoComplete="off"
        maxLength={100}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoFocus
      />
      <div aria-live="polite" className="text-sm text-ink-600">
        {items.isError
          ? 'Không tìm được. Vui lòng thử lại.'
          : found && found.length === 0
            ? 'Không có sản phẩm nào khớp.'
            : found && found.length >= STOCK_ITEMS_MAX
              ? `${found.length} kết quả đầu tiên; gõ thêm để thu hẹp.`
              : found
                ? `${found.length} kết quả`
                : null}
      </div>
      {found && found.length > 0 ? (
        <ul className="max-h-72 divide-y divide-ink-200 overflow-y-auto rounded-lg border border-ink-200">
          {found.map((item) => (
            <li key={`${item.product_id}:${item.variant_id ?? ''}`}>
              <button
                type="button"
                onClick={() => onPick(item)}
                className="flex min-h-11 w-full items-center justify-between gap-3 px-3 py-2 text-left hover:bg-ink-50 focus-visible:bg-ink-50"
              >
                <span>
                  <span className="block font-medium">{targetName(item)}</span>
                  <span className="block text-xs text-ink-600">SKU: {item.sku}</span>
                </span>
                <span className="text-sm whitespace-nowrap">Tồn: {formatUnits(item.stock)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          Đóng
        </Button>
      </div>
    </div>
  )
}

const quantityLabel = (reason: StockAdjustmentReason) =>
  reason === 'count'
    ? 'Số lượng đếm được'
    : reason === 'damage'
      ? 'Số lượng hư hỏng'
      : reason === 'return'
        ? 'Số lượng khách trả'
        : 'Số lượng nhập'

function previewStock(stock: number, reason: StockAdjustmentReason, quantity: number) {
  if (!Number.isInteger(quantity) || quantity < 0) return null
  if (reason === 'count') return quantity
  return reason === 'damage' ? stock - quantity : stock + quantity
}

function AdjustmentForm({
  titleId,
  target,
  onChange,
  onClose,
}: {
  titleId: string
  target: StockTarget
  /** Back to the search, when the dialog was opened without a product. */
  onChange: (() => void) | null
  onClose: () => void
}) {
  const adjust = useAdjustStock()
  const toast = useToast()
  const [reason, setReason] = useState<StockAdjustmentReason>('receive')
  const [quantity, setQuantity] = useState('')
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: adjustmentSchema,
    fields: FIELDS,
    read: (form) => {
      const data = new FormData(form)
      const typed = String(data.get('quantity') ?? '').trim()
      return {
        ...(target.variant_id ? { variant_id: target.variant_id } : {}),
        reason: data.get('reason') ?? '',
        // Empty or not a number: the schema answers with the quantity's message.
        quantity: typed === '' ? Number.NaN : Number(typed),
        note: data.get('note') ?? '',
      }
    },
    submit: async (body) => {
      const answer = await adjust.mutateAsync({ productId: target.product_id, body })
      const { stock_before: before, stock_after: after } = answer.movement
      toast(
        'success',
        `Đã cập nhật tồn kho ${targetName(target)}: ${formatUnits(before)} → ${formatUnits(after)}.`,
      )
      onClose()
    },
  })
  const after = previewStock(target.stock, reason, Number(quantity === '' ? Number.NaN : quantity))
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4 p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold">
        Điều chỉnh tồn kho
      </h2>
      <div className="rounded-lg bg-ink-50 p-3 text-sm">
        <p className="font-medium">{targetName(target)}</p>
        <p className="text-ink-600">
          SKU: {target.sku} · Tồn kho hiện tại: <strong>{formatUnits(target.stock)}</strong>
        </p>
        {onChange ? (
          <button
            type="button"
            onClick={onChange}
            className="mt-1 min-h-11 text-brand-800 underline"
          >
            Chọn sản phẩm khác
          </button>
        ) : null}
      </div>
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <SelectField
        name="reason"
        label="Lý do"
        required
        value={reason}
        onChange={(event) => setReason(event.target.value as StockAdjustmentReason)}
        error={errors.fields.reason}
      >
        {STOCK_ADJUSTMENT_REASONS.map((value) => (
          <option key={value} value={value}>
            {stockReasonLabels[value]}
          </option>
        ))}
      </SelectField>
      <TextField
        name="quantity"
        label={quantityLabel(reason)}
        type="number"
        inputMode="numeric"
        min={reason === 'count' ? 0 : 1}
        step={1}
        required
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        error={errors.fields.quantity}
        hint={
          reason === 'count'
            ? 'Số lượng thực tế trong kho; tồn kho sẽ được đặt bằng số này.'
            : 'Số nguyên dương.'
        }
      />
      <p className="text-sm text-ink-700" aria-live="polite">
        {after === null
          ? null
          : after < 0
            ? `Không đủ hàng: hiện chỉ còn ${formatUnits(target.stock)}.`
            : `Tồn kho sau điều chỉnh: ${formatUnits(after)}.`}
      </p>
      <TextAreaField
        name="note"
        label="Ghi chú"
        maxLength={STOCK_NOTE_MAX}
        hint="Không bắt buộc: số phiếu nhập, nhà cung cấp, lý do hư hỏng…"
        error={errors.fields.note}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
          Hủy
        </Button>
        <Button type="submit" pending={pending}>
          Lưu điều chỉnh
        </Button>
      </div>
    </form>
  )
}
