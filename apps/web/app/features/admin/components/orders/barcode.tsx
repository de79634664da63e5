import { useEffect, useRef } from 'react'

/**
 * The value as a CODE128 barcode, drawn into an SVG by JsBarcode in the browser; the library is
 * imported here only, so it loads with the print page and no other.
 */
export function Barcode({ value, className }: { value: string; className?: string }) {
  const ref = useRef<SVGSVGElement>(null)
  useEffect(() => {
    let live = true
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (!live || !ref.current) return
      JsBarcode(ref.current, value, {
        format: 'CODE128',
        displayValue: false,
        height: 48,
        width: 1.6,
        margin: 0,
      })
      ref.current.dataset.ready = 'true'
    })
    return () => {
      live = false
    }
  }, [value])
  return (
    <svg ref={ref} role="img" aria-label={`Mã vạch ${value}`} className={className}>
      <title>{`Mã vạch ${value}`}</title>
    </svg>
  )
}
