import {
  type AdminCategory,
  type ProductBulkAction,
  productBulkActionLabels,
  productBulkActions,
} from '@phiencho/contracts'
import { useState } from 'react'

import { FormAlert } from '../../../../components/ui/form-alert'
import { errorSentence } from '../../../../lib/api-error'
import { useBulkProducts } from '../../api/change-product'
import { ConfirmDialog } from '../confirm-dialog'

interface ProductBulkActionsProps {
  selected: readonly number[]
  categories: readonly AdminCategory[]
  clear: () => void
}

/** Publish, hide, archive or move the ticked products, after a confirmation. */
export function ProductBulkActions({ selected, categories, clear }: ProductBulkActionsProps) {
  const [action, setAction] = useState<ProductBulkAction>('publish')
  const [categoryId, setCategoryId] = useState('')
  const [asking, setAsking] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const bulk = useBulkProducts()
  if (selected.length === 0 && !done && !bulk.isError) return null

  const run = async () => {
    setAsking(false)
    setDone(null)
    try {
      const result = await bulk.mutateAsync({
        ids: [...selected],
        action,
        ...(action === 'move_category' ? { category_id: Number(categoryId) } : {}),
      })
      setDone(
        `${productBulkActionLabels[action]}: ${result.changed.length} sản phẩm đã đổi${result.unchanged.length ? `, ${result.unchanged.length} sản phẩm vốn đã như vậy` : ''}.`,
      )
      clear()
    } catch {
      // Shown from the mutation.
    }
  }

  return (
    <div className="card space-y-2 p-3">
      {selected.length > 0 ? (
        <div className="flex flex-wrap items-end gap-3">
          <p className="text-sm font-medium text-ink-800">Đã chọn {selected.length} sản phẩm</p>
          <label className="text-sm font-medium text-ink-800">
            Thao tác
            <select
              className="field-input mt-1"
              value={action}
              onChange={(event) => setAction(event.target.value as ProductBulkAction)}
            >
              {productBulkActions.map((key) => (
                <option key={key} value={key}>
                  {productBulkActionLabels[key]}
                </option>
              ))}
            </select>
          </label>
          {action === 'move_category' ? (
            <label className="text-sm font-medium text-ink-800">
              Đến danh mục
              <select
                className="field-input mt-1"
                value={categoryId}
                onChange={(event) => setCategoryId(event.target.value)}
              >
                <option value="">Chọn danh mục</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {'— '.repeat(category.depth)}
                    {category.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <button
            type="button"
            className="btn btn-primary"
            disabled={bulk.isPending || (action === 'move_category' && !categoryId)}
            onClick={() => setAsking(true)}
          >
            Áp dụng
          </button>
          <button type="button" className="btn btn-secondary" onClick={clear}>
            Bỏ chọn
          </button>
        </div>
      ) : null}
      {bulk.isError ? <FormAlert tone="error">{errorSentence(bulk.error)}</FormAlert> : null}
      <FormAlert tone="success">{done}</FormAlert>
      <ConfirmDialog
        open={asking}
        title={`${productBulkActionLabels[action]} ${selected.length} sản phẩm?`}
        confirmLabel={productBulkActionLabels[action]}
        destructive={action === 'archive'}
        pending={bulk.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => void run()}
      >
        {action === 'archive'
          ? 'Sản phẩm lưu trữ không còn hiện trên cửa hàng; đơn hàng cũ vẫn giữ nguyên.'
          : 'Thay đổi áp dụng cho mọi sản phẩm đã chọn, mỗi sản phẩm một dòng nhật ký.'}
      </ConfirmDialog>
    </div>
  )
}
