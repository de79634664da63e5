import { cartMessages } from '@phiencho/contracts'
import { useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'

import { ShopLink } from '../../../components/ui/shop-link'
import { errorSentence } from '../../../lib/api-error'
import { useAddToCart } from '../api/add-to-cart'
import { buyNowHref } from '../buy-now'
import { QuantityInput } from './quantity-input'
import { StickyBuyBar } from './sticky-buy-bar'

interface AddToCartProps {
  productId: number
  /** The chosen size/colour when the product has them; null while none is chosen. */
  variantId: number | null
  hasVariants: boolean
  /** Units in stock of the product or the chosen variant. */
  stock: number
  /** A flash sale's limit of units per order, if any (the cart still checks the lines it has). */
  maxPerOrder?: number | null
  /** What one unit costs now, for the bar that stays on screen on phones. */
  price: number
  /** The element holding the size/colour choices: the bar scrolls to it while none is chosen. */
  pickerId?: string
}

/**
 * Quantity, "Thêm vào giỏ hàng" and "Mua ngay" (the checkout of this line alone, the cart left as
 * it is); the server decides what may be bought and says why not.
 */
export function AddToCart({
  productId,
  variantId,
  hasVariants,
  stock,
  maxPerOrder = null,
  price,
  pickerId,
}: AddToCartProps) {
  const id = useId()
  const [quantity, setQuantity] = useState(1)
  const [chooseVariant, setChooseVariant] = useState(false)
  const add = useAddToCart()
  const navigate = useNavigate()
  const buttons = useRef<HTMLDivElement>(null)
  const soldOut = stock <= 0
  const missingVariant = hasVariants && variantId === null

  const addNow = () => {
    setChooseVariant(false)
    add.mutate({
      product_id: productId,
      ...(hasVariants ? { variant_id: variantId } : {}),
      quantity,
    })
  }
  const buyNow = () => {
    add.reset()
    setChooseVariant(missingVariant)
    if (!missingVariant) void navigate(buyNowHref({ productId, variantId, quantity }))
  }
  const error = chooseVariant
    ? cartMessages.variantRequired
    : add.isError
      ? errorSentence(add.error)
      : null

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-semibold text-ink-900" aria-hidden="true">
          Số lượng
        </span>
        <QuantityInput
          id={`${id}-quantity`}
          value={quantity}
          max={Math.max(1, Math.min(stock, maxPerOrder ?? stock))}
          disabled={soldOut}
          onChange={setQuantity}
        />
        {stock > 0 && stock <= 10 ? (
          <span className="text-sm text-ink-600">Còn {stock} sản phẩm</span>
        ) : null}
      </div>
      <div ref={buttons} className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-secondary flex-1 border-brand-700 px-2 text-brand-800 sm:max-w-64"
          disabled={soldOut || add.isPending}
          onClick={addNow}
        >
          {soldOut ? 'Hết hàng' : add.isPending ? 'Đang thêm…' : 'Thêm vào giỏ hàng'}
        </button>
        <button
          type="button"
          className="btn btn-primary flex-1 px-2 sm:max-w-64"
          disabled={soldOut}
          onClick={buyNow}
        >
          Mua ngay
        </button>
      </div>
      <div role="status" className="text-sm">
        {add.isSuccess ? (
          <p className="text-success-700">
            Đã thêm vào giỏ hàng.{' '}
            <ShopLink to="/gio-hang" className="link">
              Xem giỏ hàng ({add.data.count})
            </ShopLink>
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      {soldOut ? null : (
        <StickyBuyBar
          watched={buttons}
          price={price}
          note={add.isSuccess ? 'Đã thêm vào giỏ hàng.' : error}
          pending={add.isPending}
          onAction={(action) => {
            if (missingVariant) {
              add.reset()
              setChooseVariant(true)
              if (pickerId) document.getElementById(pickerId)?.scrollIntoView({ block: 'center' })
            } else if (action === 'add') addNow()
            else buyNow()
          }}
        />
      )}
    </div>
  )
}
