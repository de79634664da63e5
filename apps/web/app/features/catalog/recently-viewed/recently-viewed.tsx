import { apiPaths, type ProductCardList } from '@phiencho/contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useSyncExternalStore } from 'react'

import { apiOf } from '../../../lib/query-client'
import { ProductGrid } from '../components/product-grid'
import { forgetViewed, readViewedIds, rememberViewed, VIEWED_KEY } from './viewed-ids'

const SHOWN = 10
// Ten cards make two rows on wide screens; a phone shows six.
const PHONE_SIX = 'max-sm:[&>li:nth-child(n+7)]:hidden'

function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Storage turned off: no list, nothing remembered.
    return null
  }
}

// Said in this page when the list changes; other tabs' changes come as `storage` events.
const CHANGED = 'phiencho:recently-viewed'

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGED, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGED, onChange)
  }
}

// The stored text, compared as a string: the same list is the same snapshot.
const storedList = () => browserStorage()?.getItem(VIEWED_KEY) ?? null
const noList = () => null

interface RecentlyViewedProps {
  /** On a product page: the product is remembered as viewed, and left out of the list shown. */
  productId?: number
  className?: string
}

/**
 * "Sản phẩm bạn đã xem": the products this browser viewed (kept in it, no account needed), as
 * their cards are now. Nothing on the server's render: the list exists only in the browser.
 */
export function RecentlyViewed({ productId, className = '' }: RecentlyViewedProps) {
  const stored = useSyncExternalStore(subscribe, storedList, noList)
  const ids = useMemo(
    () =>
      stored === null
        ? []
        : readViewedIds({ getItem: () => stored })
            .filter((id) => id !== productId)
            .slice(0, SHOWN),
    [stored, productId],
  )

  useEffect(() => {
    const storage = browserStorage()
    if (productId === undefined || !storage) return
    rememberViewed(storage, productId)
    window.dispatchEvent(new Event(CHANGED))
  }, [productId])

  const cards = useQuery({
    queryKey: ['catalog', 'product-cards', ids] as const,
    queryFn: ({ client, signal }) =>
      apiOf(client).get<ProductCardList>(`${apiPaths.productCards}?ids=${ids.join(',')}`, {
        signal,
      }),
    enabled: ids.length > 0,
    staleTime: 60_000,
  })
  const products = ids.length > 0 ? (cards.data?.data ?? []) : []
  if (products.length === 0) return null

  function forget() {
    const storage = browserStorage()
    if (!storage) return
    forgetViewed(storage)
    window.dispatchEvent(new Event(CHANGED))
  }

  return (
    <section aria-labelledby="recently-viewed" className={className}>
      <div className="mb-3 flex items-end justify-between gap-3">
        <h2 id="recently-viewed" className="text-xl font-bold text-ink-900 sm:text-2xl">
          Sản phẩm bạn đã xem
        </h2>
        <button type="button" onClick={forget} className="link shrink-0 text-sm">
          Xóa lịch sử xem
        </button>
      </div>
      <ProductGrid products={products} headingLevel={3} className={PHONE_SIX} />
    </section>
  )
}
