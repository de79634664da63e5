import { useId, useState } from 'react'

import { ShopLink } from '../../../components/ui/shop-link'
import { errorSentence } from '../../../lib/api-error'
import { useAddToCart } from '../api/add-to-cart'
import { QuantityInput } from './quantity-input'

interface AddToCartProps {
  productId: number
  /** The chosen size/colour when the product has them; null while none is chosen. */
  variantId: number | null
  hasVariants: boolean
  /** Units in stock of the product or the chosen variant. */
  stock: number
  /** A flash sale's limit of units per order, if any (the cart still checks the lines it has). */
  maxPerOrder?: number | null
}

/** Quantity and "Thêm vào giỏ hàng"; the server decides what may be added and says why not. */
export function AddToCart({
  productId,
  variantId,
  hasVariants,
  stock,
  maxPerOrder = null,
}: AddToCartProps) {
  const id = useId()
  const [quantity, setQuantity] = useState(1)
  const add = useAddToCart()
  const soldOut = stock <= 0

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
      <button
        type="button"
        className="btn btn-primary w-full sm:w-auto sm:min-w-64"
        disabled={soldOut || add.isPending}
        onClick={() =>
          add.mutate({
            product_id: productId,
            ...(hasVariants ? { variant_id: variantId } : {}),
            quantity,
          })
        }
      >
        {soldOut ? 'Hết hàng' : add.isPending ? 'Đang thêm…' : 'Thêm vào giỏ hàng'}
      </button>
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
      {add.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {errorSentence(add.error)}
        </p>
      ) : null}
    </div>
  )
}
