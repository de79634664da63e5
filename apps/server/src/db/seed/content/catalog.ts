import type { ProductColor } from '../images.ts'
import { electronics } from './catalog-electronics.ts'
import { fashion } from './catalog-fashion.ts'
import { home } from './catalog-home.ts'

/** A product line; `price` is the base retail price in đồng. */
export interface ModelSpec {
  brand: string | null
  name: string
  price: number
  /** Its own picture kind, where the leaf's would show another thing (a mouse among keyboards). */
  kind?: string
}

export interface LeafSpec {
  slug: string
  name: string
  description: string
  /** Picture family under demo/products/. */
  kind: string
  /** SKU prefix. */
  code: string
  /** Prefix of every product name ('' when the model name says it all). */
  noun: string
  models: ModelSpec[]
  /** A choice that changes the price, e.g. storage: [label, price multiplier]. */
  option?: { label: string; values: Array<[string, number]> }
  colors?: string[]
  /** Sizes become product_variants. */
  sizes?: string[]
  attributes: Record<string, string[]>
  features: string[]
}

export interface ParentSpec {
  slug: string
  name: string
  description: string
  children: LeafSpec[]
}

export const categorySpecs: ParentSpec[] = [...electronics, ...fashion, ...home]

export const leafSpecs: LeafSpec[] = categorySpecs.flatMap((parent) => parent.children)

/** The picture kinds of a leaf: its own and its models'. */
const leafKinds = (leaf: LeafSpec) => [
  ...new Set([leaf.kind, ...leaf.models.flatMap((model) => (model.kind ? [model.kind] : []))]),
]

export const productKinds: string[] = [...new Set(leafSpecs.flatMap(leafKinds))]

/** Every kind and colour the catalogue names, for the pictures drawn in that colour. */
export const productColors: ProductColor[] = leafSpecs.flatMap((leaf) =>
  leafKinds(leaf).flatMap((kind) => (leaf.colors ?? []).map((color) => ({ kind, color }))),
)
