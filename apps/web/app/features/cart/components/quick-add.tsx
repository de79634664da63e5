import type { ProductCard } from '@phiencho/contracts'
import { useNavigate } from 'react-router'

import { CartIcon } from '../../../components/ui/icons'
import { needsVariantChoice, useAddToCart } from '../api/add-to-cart'

/**
 * One unit into the cart from a product card. A product with sizes or colours needs a choice
 * first: the server says so, and the shopper is taken to its page to make it.
 */
export function QuickAdd({ product }: { product: ProductCard }) {
  const add = useAddToCart()
  const navigate = useNavigate()
  if (product.stock_status === 'out_of_stock') return null
  const added = add.isSuccess
  return (
    <>
      <button
        type="button"
        disabled={add.isPending}
        aria-label={`Thêm ${product.name} vào giỏ hàng`}
        title="Thêm vào giỏ hàng"
        onClick={() =>
          add.mutate(
            { product_id: product.id, quantity: 1 },
            {
              onError: (error) => {
                if (needsVariantChoice(error)) {
                  void navigate(`/san-pham/${product.slug}`)
                }
              },
            },
          )
        }
        className={`quick-add ${
          added
            ? 'border-success-700 bg-success-50 text-success-700'
            : 'border-brand-700 bg-white text-brand-700 hover:bg-brand-700 hover:text-white'
        }`}
      >
        {added ? <span aria-hidden="true">✓</span> : <CartIcon width={18} height={18} />}
      </button>
      <span role="status" className="sr-only">
        {added ? `Đã thêm ${product.name} vào giỏ hàng.` : ''}
      </span>
      {add.isError && !needsVariantChoice(add.error) ? (
        <span role="alert" className="sr-only">
          {add.error.message}
        </span>
      ) : null}
    </>
  )
}
