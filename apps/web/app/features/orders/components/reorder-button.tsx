import { useNavigate } from 'react-router'

import { errorSentence } from '../../../lib/api-error'
import { useReorder } from '../api/reorder'
import { reorderNoticeState, ReorderSkipped } from './reorder-notice'

/**
 * "Mua lại": the order's lines go back in the cart and the cart opens, saying what was added and
 * what could not be. When nothing could be added, the reasons are said here instead.
 */
export function ReorderButton({ code, className = '' }: { code: string; className?: string }) {
  const reorder = useReorder()
  const navigate = useNavigate()
  const nothingAdded = reorder.data && reorder.data.added.length === 0 ? reorder.data : null
  return (
    <div className={`space-y-2 ${className}`}>
      <button
        type="button"
        className="btn btn-primary"
        disabled={reorder.isPending}
        onClick={() =>
          reorder.mutate(code, {
            onSuccess: (result) => {
              if (result.added.length > 0) {
                void navigate('/gio-hang', { state: reorderNoticeState(result) })
              }
            },
          })
        }
      >
        {reorder.isPending ? 'Đang thêm…' : 'Mua lại'}
        <span className="sr-only"> đơn hàng {code}</span>
      </button>
      {reorder.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {errorSentence(reorder.error)}
        </p>
      ) : null}
      {nothingAdded ? (
        <div role="alert" className="alert alert-error text-left">
          <p>Không thêm được sản phẩm nào vào giỏ hàng.</p>
          <ReorderSkipped lines={nothingAdded.skipped} />
        </div>
      ) : null}
    </div>
  )
}
