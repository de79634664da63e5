import type { CheckoutResponse, ShippingMethod } from '@phiencho/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'

import { ShopLink } from '../../components/ui/shop-link'
import { currentUserQueryOptions, useCurrentUser } from '../../features/auth/api/get-current-user'
import { buyNowFromSearch } from '../../features/cart/buy-now'
import { VoucherForm } from '../../features/cart/components/voucher-form'
import {
  type BuyNowLineInput,
  checkoutQuoteQueryOptions,
  useCheckoutQuote,
} from '../../features/checkout/api/get-checkout-quote'
import { provincesQueryOptions } from '../../features/checkout/api/get-provinces'
import { CheckoutForm } from '../../features/checkout/components/checkout-form'
import { CheckoutSummary } from '../../features/checkout/components/checkout-summary'
import { placedOrderQueryOptions } from '../../features/orders/api/get-order'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { errorSentence } from '../../lib/api-error'
import { pageMeta } from '../../lib/meta'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/checkout-page'

export const handle = { step: 'shipping' }

const FIRST_QUOTE = { provinceCode: '', shippingMethod: 'standard' } as const

/** The line of a "Mua ngay" address, as the quote and the order send it; null: the cart. */
function buyNowLine(search: URLSearchParams, voucherCode: string | null): BuyNowLineInput | null {
  const choice = buyNowFromSearch(search)
  if (!choice) return null
  return {
    product_id: choice.productId,
    ...(choice.variantId === null ? {} : { variant_id: choice.variantId }),
    quantity: choice.quantity,
    ...(voucherCode ? { voucher_code: voucherCode } : {}),
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const buyNow = buyNowLine(new URL(request.url).searchParams, null)
  return {
    dehydratedState: await prefetchQueries(queryClient, [
      checkoutQuoteQueryOptions({ ...FIRST_QUOTE, buyNow }),
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
  const [search] = useSearchParams()
  const [voucherCode, setVoucherCode] = useState<string | null>(null)
  const buyNow = buyNowLine(search, voucherCode)
  const quote = useCheckoutQuote({ provinceCode, shippingMethod, buyNow })
  const data = quote.data
  // The code is sent with the order only while the quote says it applies.
  const applied = data?.cart.voucher?.code
  const ordered = buyNow && { ...buyNow, voucher_code: applied }
  // The order refused for its voucher: said beside the code while that code is still applied.
  const [refused, setRefused] = useState<{ code: string; message: string } | null>(null)
  const voucher = data ? (
    <VoucherForm
      cart={data.cart}
      refusal={refused && refused.code === applied ? refused.message : null}
      {...(buyNow ? { onChange: setVoucherCode, pending: quote.isFetching } : {})}
    />
  ) : null

  if (buyNow && quote.isError && !data) {
    return (
      <div role="alert" className="card mx-auto max-w-lg p-8 text-center">
        <h1 className="text-xl font-bold text-ink-900">Không mua ngay được sản phẩm này</h1>
        <p className="mt-2 text-ink-700">{errorSentence(quote.error)}</p>
        <ShopLink to="/san-pham" className="btn btn-primary mt-4">
          Xem sản phẩm
        </ShopLink>
      </div>
    )
  }

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
    <div className="max-md:pb-20">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-ink-900">{buyNow ? 'Mua ngay' : 'Đặt hàng'}</h1>
        {buyNow && data?.cart.items[0] ? (
          <ShopLink to={`/san-pham/${data.cart.items[0].slug}`} className="link text-sm">
            ← Quay lại sản phẩm
          </ShopLink>
        ) : (
          <ShopLink to="/gio-hang" className="link text-sm">
            ← Quay lại giỏ hàng
          </ShopLink>
        )}
      </div>
      {quote.isError && !data ? (
        <p role="alert" className="alert alert-error">
          Không tải được giỏ hàng. Vui lòng tải lại trang.
        </p>
      ) : null}
      {data && !data.cart.can_checkout ? (
        buyNow ? (
          <p role="alert" className="alert alert-error mb-4">
            {data.cart.items.flatMap((line) => line.issues.map((issue) => issue.message)).join(' ')}
          </p>
        ) : (
          <p role="alert" className="alert alert-error mb-4">
            Giỏ hàng có sản phẩm cần xử lý (hết hàng, vượt tồn kho).{' '}
            <ShopLink to="/gio-hang" className="link">
              Về giỏ hàng
            </ShopLink>
          </p>
        )
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        {/* First on phones, so the items and the total come before the form; beside it wider. */}
        {data ? (
          <div className="lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1">
            <CheckoutSummary quote={data} voucher={voucher} />
          </div>
        ) : null}
        <div className="lg:col-start-1 lg:row-start-1">
          <CheckoutForm
            quote={data}
            buyNow={ordered}
            user={user}
            shippingMethod={shippingMethod}
            onShippingMethodChange={setShippingMethod}
            onProvinceChange={setProvinceCode}
            onPlaced={showPlaced}
            onVoucherRefused={(message) => applied && setRefused({ code: applied, message })}
          />
        </div>
      </div>
    </div>
  )
}
