import type { CartLine } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'
import { useId } from 'react'

import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { ShopLink } from '../../../components/ui/shop-link'
import { errorSentence } from '../../../lib/api-error'
import { useRemoveFromCart } from '../api/remove-cart-item'
import { useUpdateCartItem } from '../api/update-cart-item'
import { QuantityInput } from './quantity-input'

/** One line: what it is, its price now (and what changed), the quantity and its total. */
export function CartLineItem({ line }: { line: CartLine }) {
  const id = useId()
  const update = useUpdateCartItem()
  const remove = useRemoveFromCart()
  const busy = update.isPending || remove.isPending
  const gone = line.issues.some(
    (issue) => issue.code === 'unavailable' || issue.code === 'out_of_stock',
  )
  const failure = update.error ?? remove.error

  return (
    <li className="flex gap-3 py-4 sm:gap-4" aria-labelledby={`${id}-name`}>
      <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-ink-100 sm:size-24">
        {line.image ? (
          <ResponsiveImage image={line.image} sizes="96px" className="size-full object-cover" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h2 id={`${id}-name`} className="text-base leading-snug font-semibold text-ink-900">
              <ShopLink to={`/san-pham/${line.slug}`} className="hover:text-brand-800">
                {line.name}
              </ShopLink>
            </h2>
            {line.variant_name ? (
              <p className="text-sm text-ink-600">Phân loại: {line.variant_name}</p>
            ) : null}
            <p className="mt-1 text-sm text-ink-800">
              <span className="font-semibold">{formatVnd(line.unit_price)}</span>
              {line.sale_price !== null ? (
                <s className="ml-2 text-ink-500">{formatVnd(line.price)}</s>
              ) : null}
            </p>
          </div>
          <p className="text-base font-bold text-ink-900">
            <span className="sr-only">Thành tiền: </span>
            {formatVnd(line.line_total)}
          </p>
        </div>

        {line.issues.length ? (
          <ul className="space-y-1 text-sm" aria-label="Lưu ý">
            {line.issues.map((issue) => (
              <li
                key={issue.code}
                className={issue.code === 'price_changed' ? 'text-amber-800' : 'text-danger-700'}
              >
                {issue.message}
              </li>
            ))}
          </ul>
        ) : null}

        <div className="flex flex-wrap items-center gap-3">
          {gone ? null : (
            <QuantityInput
              id={`${id}-quantity`}
              of={line.name}
              value={line.quantity}
              max={Math.max(line.max_quantity, 1)}
              disabled={busy}
              onChange={(quantity) => {
                if (quantity !== line.quantity) update.mutate({ itemId: line.id, quantity })
              }}
            />
          )}
          <button
            type="button"
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-danger-700 hover:bg-danger-50 disabled:opacity-70"
            disabled={busy}
            onClick={() => remove.mutate(line.id)}
          >
            Xóa<span className="sr-only"> {line.name} khỏi giỏ hàng</span>
          </button>
        </div>
        {failure ? (
          <p role="alert" className="text-sm text-danger-700">
            {errorSentence(failure)}
          </p>
        ) : null}
      </div>
    </li>
  )
}
