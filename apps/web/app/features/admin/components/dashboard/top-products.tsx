import type { Dashboard } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'
import { useState } from 'react'

type Ranking = keyof Dashboard['top_products']

const RANKINGS: readonly [Ranking, string][] = [
  ['by_quantity', 'Theo số lượng'],
  ['by_revenue', 'Theo doanh thu'],
]

/** The range's best products, by units sold or by their line totals. */
export function TopProducts({ top }: { top: Dashboard['top_products'] }) {
  const [ranking, setRanking] = useState<Ranking>('by_quantity')
  const rows = top[ranking]
  return (
    <div>
      <div className="mb-3 flex flex-wrap gap-2" role="group" aria-label="Xếp hạng sản phẩm">
        {RANKINGS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            aria-pressed={ranking === key}
            onClick={() => setRanking(key)}
            className={`btn min-h-11 ${ranking === key ? 'btn-primary' : 'btn-secondary'}`}
          >
            {label}
          </button>
        ))}
      </div>
      {rows.length === 0 ? (
        <p className="text-ink-600">Chưa có sản phẩm nào được bán trong khoảng này.</p>
      ) : (
        <div role="region" aria-label="Sản phẩm bán chạy" tabIndex={0} className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Sản phẩm bán chạy, {ranking === 'by_quantity' ? 'theo số lượng' : 'theo doanh thu'}
            </caption>
            <thead className="border-b border-ink-200 text-ink-700">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  #
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Sản phẩm
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold whitespace-nowrap">
                  Số lượng
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Doanh thu
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {rows.map((product, index) => (
                <tr key={`${product.product_id ?? 'gone'}-${product.name}`}>
                  <td className="py-2 pr-3 text-ink-600 tabular-nums">{index + 1}</td>
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {product.name}
                    {product.product_id === null ? (
                      <span className="ml-1 text-xs font-normal text-ink-600">(đã xóa)</span>
                    ) : null}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {product.quantity.toLocaleString('vi-VN')}
                  </td>
                  <td className="py-2 text-right whitespace-nowrap tabular-nums">
                    {formatVnd(product.revenue)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
