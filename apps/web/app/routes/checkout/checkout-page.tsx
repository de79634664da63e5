import type { CheckoutResponse, ShippingMethod } from '@phiencho/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'

import { ShopLink } from '../../components/ui/shop-link'
import { currentUserQueryOptions, useCurrentUser } from '../../features/auth/api/get-current-user'
import {
  checkoutQuoteQueryOptions,
  useCheckoutQuote,
} from '../../features/checkout/api/get-checkout-quote'
import { provincesQueryOptions } from '../../features/checkout/api/get-provinces'
import { CheckoutForm } from '../../features/checkout/components/checkout-form'
import { CheckoutSummary } from '../../features/checkout/components/checkout-summary'
import { placedOrderQueryOptions } from '../../features/orders/api/get-order'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/checkout-page'

export const handle = { step: 'shipping' }

const FIRST_QUOTE = { provinceCode: '', shippingMethod: 'standard' } as const

export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  return {
    dehydratedState: await prefetchQueries(queryClient, [
      checkoutQuoteQueryOptions(FIRST_QUOTE),
      provincesQueryOptions(),
      currentUserQueryOptions(),
    ]),
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Đặt hàng', noIndex: true })

export default function CheckoutPage() {
  const user = useCurrentUser()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  // The success page reads the order from the cache first: no second request for what we have.
  const showPlaced = async (placed: CheckoutResponse) => {
    const { code } = placed.order
    queryClient.setQueryData(placedOrderQueryOptions({ code }).queryKey, placed)
    await navigate(`/don-hang/thanh-cong?code=${encodeURIComponent(code)}`, { replace: true })
  }
  const [provinceCode, setProvinceCode] = useState('')
  const [shippingMethod, setShippingMethod] = useState<ShippingMethod>('standard')
  const quote = useCheckoutQuote({ provinceCode, shippingMethod })
  const data = quote.data

  if (data && data.cart.items.length === 0) {
    return (
      <div className="card mx-auto max-w-lg p-8 text-center">
        <h1 className="text-xl font-bold text-ink-900">Giỏ hàng đang trống</h1>
        <p className="mt-2 text-ink-700">Hãy chọn sản phẩm trước khi đặt hàng.</p>
        <ShopLink to="/san-pham" className="btn btn-primary mt-4">
          Xem sản phẩm
        </ShopLink>
      </div>
    )
  }

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-ink-900">Đặt hàng</h1>
        <ShopLink to="/gio-hang" className="link text-sm">
          ← Quay lại giỏ hàng
        </ShopLink>
      </div>
      {quote.isError && !data ? (
        <p role="alert" className="alert alert-error">
          Không tải được giỏ hàng. Vui lòng tải lại trang.
        </p>
      ) : null}
      {data && !data.cart.can_checkout ? (
        <p role="alert" className="alert alert-error mb-4">
          Giỏ hàng có sản phẩm cần xử lý (hết hàng, vượt tồn kho).{' '}
          <ShopLink to="/gio-hang" className="link">
            Về giỏ hàng
          </ShopLink>
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <CheckoutForm
          quote={data}
          user={user}
          shippingMethod={shippingMethod}
          onShippingMethodChange={setShippingMethod}
          onProvinceChange={setProvinceCode}
          onPlaced={showPlaced}
        />
        {data ? (
          <div className="lg:sticky lg:top-4">
            <CheckoutSummary quote={data} />
          </div>
        ) : null}
      </div>
    </div>
  )
}
