import { type AdminCategory, categoryStatusLabels } from '@phiencho/contracts'
import { useState } from 'react'
import { Link } from 'react-router'

import { isApiError } from '../../../../lib/api-error'
import { useMoveCategory } from '../../api/change-categories'
import { useToast } from '../toasts'
import { openerId } from './editor-heading'
import { useKeepFocus } from './use-keep-focus'
import {
  categoryLabel,
  moveTargets,
  siblingsOf,
  subtreeTotals,
  visibleRows,
} from './category-tree-order'

/** Past the last sibling: the server places it last. */
const LAST = 100_000

interface CategoryTreeProps {
  tree: readonly AdminCategory[]
  canWrite: boolean
  editHref: (id: number) => string
  onDelete: (category: AdminCategory) => void
}

const count = (n: number) => n.toLocaleString('vi-VN')

/**
 * The categories as an indented list: each with children can be collapsed; moves are buttons
 * (up, down) and a "Chuyển đến…" choice, so the keyboard does everything a drag would.
 */
export function CategoryTree({ tree, canWrite, editHref, onDelete }: CategoryTreeProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set())
  const move = useMoveCategory()
  const keepFocus = useKeepFocus(tree, move.isPending)
  const toast = useToast()
  const parents = new Set(tree.map((node) => node.parent_id))
  const inSubtree = subtreeTotals(tree)

  async function moveTo(
    category: AdminCategory,
    parentId: number | null,
    position: number,
    focus: string,
  ) {
    // The row is drawn again in its new place: keep the keyboard on the control used.
    keepFocus(focus)
    try {
      await move.mutateAsync({ id: category.id, body: { parent_id: parentId, position } })
    } catch (error) {
      keepFocus(null)
      toast('error', isApiError(error) ? error.message : 'Không chuyển được danh mục.')
    }
  }

  function toggle(id: number) {
    setCollapsed((was) => {
      const next = new Set(was)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  if (tree.length === 0) return <p className="card p-5 text-ink-700">Chưa có danh mục nào.</p>

  return (
    <ul
      className="card divide-y divide-ink-100"
      aria-label="Cây danh mục"
      aria-busy={move.isPending || undefined}
    >
      {visibleRows(tree, collapsed).map((category) => {
        const siblings = siblingsOf(tree, category)
        const index = siblings.findIndex((node) => node.id === category.id)
        const hasChildren = parents.has(category.id)
        const open = !collapsed.has(category.id)
        const selectId = `move-to-${category.id}`
        return (
          <li key={category.id} className="flex flex-col gap-2 p-3 lg:flex-row lg:items-center">
            <div
              className="flex min-w-0 flex-1 items-start gap-2"
              style={{ paddingLeft: `${category.depth * 1.25}rem` }}
            >
              {hasChildren ? (
                <button
                  type="button"
                  className="flex size-8 shrink-0 items-center justify-center rounded text-ink-700 hover:bg-ink-100"
                  aria-expanded={open}
                  aria-label={`${open ? 'Thu gọn' : 'Mở rộng'} ${category.name}`}
                  onClick={() => toggle(category.id)}
                >
                  <span aria-hidden="true">{open ? '▾' : '▸'}</span>
                </button>
              ) : (
                <span className="size-8 shrink-0" aria-hidden="true" />
              )}
              <div className="min-w-0">
                <p className="font-medium text-ink-900">
                  {category.name}{' '}
                  {category.status === 'hidden' ? (
                    <span className="ml-1 inline-block rounded-full bg-ink-100 px-2 py-0.5 text-xs font-normal whitespace-nowrap text-ink-700">
                      {categoryStatusLabels.hidden}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-ink-600">
                  /{category.slug} · {count(category.products.published)} đang bán ·{' '}
                  {count(category.products.total)} sản phẩm
                  {category.products.archived > 0
                    ? ` · ${count(category.products.archived)} đã lưu trữ`
                    : ''}
                  {hasChildren
                    ? ` · ${count(inSubtree.get(category.id) ?? 0)} kể cả danh mục con`
                    : ''}
                </p>
              </div>
            </div>
            {canWrite ? (
              <div className="flex flex-wrap items-center gap-2 pl-10 lg:pl-0">
                <button
                  id={`move-up-${category.id}`}
                  type="button"
                  className="btn btn-secondary min-h-10 px-3"
                  disabled={index <= 0 || move.isPending}
                  aria-label={`Chuyển ${category.name} lên trên`}
                  onClick={() =>
                    void moveTo(category, category.parent_id, index - 1, `move-up-${category.id}`)
                  }
                >
                  <span aria-hidden="true">▲</span>
                </button>
                <button
                  id={`move-down-${category.id}`}
                  type="button"
                  className="btn btn-secondary min-h-10 px-3"
                  disabled={index >= siblings.length - 1 || move.isPending}
                  aria-label={`Chuyển ${category.name} xuống dưới`}
                  onClick={() =>
                    void moveTo(category, category.parent_id, index + 1, `move-down-${category.id}`)
                  }
                >
                  <span aria-hidden="true">▼</span>
                </button>
                <Link
                  id={openerId('edit-category', category.id)}
                  to={editHref(category.id)}
                  preventScrollReset
                  className="btn btn-secondary min-h-10 px-3 text-sm"
                  aria-label={`Sửa danh mục ${category.name}`}
                >
                  Sửa
                </Link>
                <button
                  type="button"
                  className="btn btn-secondary min-h-10 px-3 text-sm"
                  aria-label={`Xóa danh mục ${category.name}`}
                  onClick={() => onDelete(category)}
                >
                  Xóa
                </button>
                <form
                  className="flex gap-1"
                  onSubmit={(event) => {
                    event.preventDefault()
                    // A choice moves nothing until "Chuyển": arrow keys on a closed select change it.
                    const value = new FormData(event.currentTarget).get('to')
                    if (!value) return
                    void moveTo(category, value === 'goc' ? null : Number(value), LAST, selectId)
                  }}
                >
                  <label htmlFor={selectId} className="sr-only">
                    Chuyển {category.name} đến
                  </label>
                  <select
                    id={selectId}
                    name="to"
                    className="field-input min-h-10 w-auto max-w-48 py-1 text-sm"
                    defaultValue=""
                    disabled={move.isPending}
                  >
                    <option value="">Chuyển đến…</option>
                    {category.parent_id === null ? null : <option value="goc">Danh mục gốc</option>}
                    {moveTargets(tree, category)
                      .filter((node) => node.id !== category.parent_id)
                      .map((node) => (
                        <option key={node.id} value={node.id}>
                          {categoryLabel(node)}
                        </option>
                      ))}
                  </select>
                  <button
                    type="submit"
                    className="btn btn-secondary min-h-10 px-3 text-sm"
                    disabled={move.isPending}
                    aria-label={`Chuyển ${category.name} đến danh mục đã chọn`}
                  >
                    Chuyển
                  </button>
                </form>
              </div>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
