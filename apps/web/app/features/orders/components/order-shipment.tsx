import type { Shipment } from '@phiencho/contracts'
import { useEffect, useState } from 'react'

/**
 * The carrier and tracking code once the shop has handed the parcel over: the code can be selected
 * or copied, and the carrier's tracking page opens in a new tab when it has one.
 */
export function OrderShipment({ shipment }: { shipment: Shipment }) {
  return (
    <section className="card p-4 sm:p-5" aria-labelledby="shipment-heading">
      <h2 id="shipment-heading" className="mb-3 font-bold text-ink-900">
        Vận chuyển
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-ink-600">Đơn vị vận chuyển</dt>
        <dd className="-mt-2 font-semibold text-ink-900 sm:mt-0">{shipment.carrier_name}</dd>
        <dt className="text-ink-600">Mã vận đơn</dt>
        <dd className="-mt-2 flex flex-wrap items-center gap-2 sm:mt-0">
          <code
            data-testid="tracking-code"
            className="rounded-md bg-ink-100 px-2 py-1 font-mono text-base font-semibold break-all text-ink-900 select-all"
          >
            {shipment.tracking_code}
          </code>
          <CopyButton text={shipment.tracking_code} />
        </dd>
      </dl>
      {shipment.tracking_url ? (
        <a
          href={shipment.tracking_url}
          className="link mt-3 inline-block text-sm"
          target="_blank"
          rel="noopener noreferrer"
        >
          Theo dõi đơn hàng trên trang {shipment.carrier_name}
          <span className="sr-only"> (mở trong thẻ mới)</span>
        </a>
      ) : null}
    </section>
  )
}

const CONFIRMATION_MS = 3000

/** "Sao chép" with a visible, announced confirmation; before the scripts load the code is selectable. */
function CopyButton({ text }: { text: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [state])
  async function copy() {
    // No clipboard outside a secure context: the failure says to select the code instead.
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch {
      setState('failed')
    }
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary min-h-9 px-3 py-1 text-sm"
        onClick={() => void copy()}
      >
        Sao chép<span className="sr-only"> mã vận đơn</span>
      </button>
      <span role="status" className="text-sm">
        {state === 'copied' ? <span className="text-success-700">Đã sao chép</span> : null}
        {state === 'failed' ? (
          <span className="text-danger-700">Không sao chép được, hãy chọn mã để sao chép.</span>
        ) : null}
      </span>
    </>
  )
}
