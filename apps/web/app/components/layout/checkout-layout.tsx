import type { ReactNode } from 'react'

import { ShopLink } from '../ui/shop-link'
import { LogoMark } from './logo'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'

export const CHECKOUT_STEPS = [
  { id: 'cart', label: 'Giỏ hàng' },
  { id: 'shipping', label: 'Giao hàng' },
  { id: 'payment', label: 'Thanh toán' },
  { id: 'done', label: 'Hoàn tất' },
] as const

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]['id']

interface CheckoutLayoutProps {
  siteName: string
  step: CheckoutStep
  children: ReactNode
}

/** The checkout's own, quieter frame: logo and the steps, no shop navigation. */
export function CheckoutLayout({ siteName, step, children }: CheckoutLayoutProps) {
  const current = CHECKOUT_STEPS.findIndex((item) => item.id === step)
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-ink-200 bg-white">
        <div className="page-container flex flex-wrap items-center justify-between gap-3 py-3">
          <ShopLink to="/" className="flex items-center gap-2 text-lg font-bold text-brand-800">
            <LogoMark size={32} />
            <span>{siteName}</span>
          </ShopLink>
          <nav aria-label="Các bước thanh toán">
            <ol className="flex items-center gap-1 text-xs sm:gap-3 sm:text-sm">
              {CHECKOUT_STEPS.map((item, index) => (
                <li
                  key={item.id}
                  aria-current={index === current ? 'step' : undefined}
                  className={`flex items-center gap-1.5 ${index <= current ? 'text-brand-800' : 'text-ink-500'}`}
                >
                  <span
                    className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold ${
                      index <= current ? 'bg-brand-700 text-white' : 'bg-ink-200 text-ink-700'
                    }`}
                  >
                    {index + 1}
                  </span>
                  <span className={index === current ? 'font-semibold' : 'hidden sm:inline'}>
                    {item.label}
                  </span>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page-container flex-1 py-6">
        {children}
      </main>
    </div>
  )
}
