import type { ProductCard } from '@phiencho/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useContext, useState } from 'react'
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router'

import { CartIcon } from '../../../components/ui/icons'
import { errorSentence } from '../../../lib/api-error'
import { addToStoredCart, needsVariantChoice } from '../api/add-to-cart'

type QuickAddState =
  { status: 'idle' | 'pending' | 'added' } | { status: 'failed'; message: string }

/**
 * One unit into the cart from a product card. A product with sizes or colours needs a choice
 * first: the server says so, and the shopper is taken to its page to make it.
 *
 * Every card of a list has one, so it keeps its state in a plain `useState` instead of a mutation
 * observer per card (about 40 µs less per card when a page of them is rendered). A POST is
 * never retried (lib/retry-policy.ts), so nothing of `useMutation` is missed.
 */
export function QuickAdd({ product }: { product: ProductCard }) {
  const client = useQueryClient()
  // The router itself rather than `useNavigate`, whose hooks every card of a page would run for
  // a navigation that happens only after a click.
  const router = useContext(DataRouterContext)?.router
  const [state, setState] = useState<QuickAddState>({ status: 'idle' })
  if (product.stock_status === 'out_of_stock') return null
  const added = state.status === 'added'

  async function add() {
    setState({ status: 'pending' })
    try {
      await addToStoredCart(client, { product_id: product.id, quantity: 1 })
      setState({ status: 'added' })
    } catch (error) {
      if (needsVariantChoice(error)) {
        setState({ status: 'idle' })
        void router?.navigate(`/san-pham/${product.slug}`)
      } else {
        setState({ status: 'failed', message: errorSentence(error) })
      }
    }
  }

  return (
    <>
      <button
        type="button"
        disabled={state.status === 'pending'}
        aria-label={`Thêm ${product.name} vào giỏ hàng`}
        title="Thêm vào giỏ hàng"
        onClick={() => void add()}
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
      {state.status === 'failed' ? (
        <span role="alert" className="sr-only">
          {state.message}
        </span>
      ) : null}
    </>
  )
}
