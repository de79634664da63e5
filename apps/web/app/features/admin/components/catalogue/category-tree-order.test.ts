import type { AdminCategory } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import {
  categoryLabel,
  moveTargets,
  siblingsOf,
  subtreeTotals,
  visibleRows,
} from './category-tree-order'

const node = (id: number, parent_id: number | null, depth: number, position: number) =>
  ({
    id,
    parent_id,
    depth,
    position,
    name: `D${id}`,
    products: { published: 0, total: id, archived: 0 },
  }) as AdminCategory

// 1 ─ 2 ─ 3
//   └ 4
// 5
const tree = [
  node(1, null, 0, 0),
  node(2, 1, 1, 0),
  node(3, 2, 2, 0),
  node(4, 1, 1, 1),
  node(5, null, 0, 1),
]

describe('the category tree’s moves', () => {
  it('never offers a category or its descendants as its new parent', () => {
    expect(moveTargets(tree, tree[1]!).map((n) => n.id)).toEqual([1, 4, 5])
    expect(moveTargets(tree, tree[0]!).map((n) => n.id)).toEqual([5])
  })

  it('lists siblings by position and hides what a collapsed category holds', () => {
    expect(siblingsOf(tree, tree[3]!).map((n) => n.id)).toEqual([2, 4])
    expect(visibleRows(tree, new Set([1])).map((n) => n.id)).toEqual([1, 5])
    expect(visibleRows(tree, new Set([2])).map((n) => n.id)).toEqual([1, 2, 4, 5])
    expect(categoryLabel(tree[2]!)).toBe('— — D3')
  })

  it('adds up the products of a category and everything under it', () => {
    expect(Object.fromEntries(subtreeTotals(tree))).toEqual({ 1: 10, 2: 5, 3: 3, 4: 4, 5: 5 })
  })
})
