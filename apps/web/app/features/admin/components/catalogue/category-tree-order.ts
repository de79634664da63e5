import type { AdminCategory } from '@phiencho/contracts'

// The tree's moves, worked out from the flat depth-first list the API answers.

/** "— — Nồi cơm": the name indented by its depth, for selects. */
export function categoryLabel(category: Pick<AdminCategory, 'name' | 'depth'>): string {
  return `${'— '.repeat(category.depth)}${category.name}`
}

/** The category's siblings (itself included), by position. */
export function siblingsOf(
  tree: readonly AdminCategory[],
  category: AdminCategory,
): AdminCategory[] {
  return tree
    .filter((node) => node.parent_id === category.parent_id)
    .sort((a, b) => a.position - b.position)
}

/** The ids of the category and everything under it: where it cannot be moved. */
export function subtreeIds(tree: readonly AdminCategory[], id: number): Set<number> {
  const ids = new Set([id])
  // Depth first: every descendant follows its parent in the list.
  for (const node of tree) if (node.parent_id !== null && ids.has(node.parent_id)) ids.add(node.id)
  return ids
}

/** The parents a category may move under (null: the top level), in tree order. */
export function moveTargets(tree: readonly AdminCategory[], category: AdminCategory) {
  const blocked = subtreeIds(tree, category.id)
  return tree.filter((node) => !blocked.has(node.id))
}

/** The categories hidden under a collapsed one. */
export function visibleRows(
  tree: readonly AdminCategory[],
  collapsed: ReadonlySet<number>,
): AdminCategory[] {
  const hidden = new Set<number>()
  const rows: AdminCategory[] = []
  for (const node of tree) {
    if (node.parent_id !== null && (hidden.has(node.parent_id) || collapsed.has(node.parent_id))) {
      hidden.add(node.id)
      continue
    }
    rows.push(node)
  }
  return rows
}

/** Products (archived aside) of each category and everything under it. */
export function subtreeTotals(tree: readonly AdminCategory[]): Map<number, number> {
  const totals = new Map(tree.map((node) => [node.id, node.products.total]))
  // Depth first: walking backwards adds every child before its parent is added to its own.
  for (const node of [...tree].reverse()) {
    if (node.parent_id === null) continue
    totals.set(node.parent_id, (totals.get(node.parent_id) ?? 0) + (totals.get(node.id) ?? 0))
  }
  return totals
}
