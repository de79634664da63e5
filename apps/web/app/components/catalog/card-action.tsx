import type { ProductCard } from '@phiencho/contracts'
import { createContext, type ReactNode } from 'react'

/**
 * A control every product card shows (the cart's quick add), provided by the layout: the catalogue
 * feature draws the cards and must not import the cart feature.
 */
export const CardActionContext = createContext<((product: ProductCard) => ReactNode) | null>(null)
