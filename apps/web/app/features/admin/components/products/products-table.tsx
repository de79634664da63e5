import {
  type AdminProductRow,
  adminProductStatusLabels,
  LOW_STOCK_THRESHOLD,
} from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'
import { Link } from 'react-router'

interface ProductsTableProps {
  rows: readonly AdminProductRow[] | undefined
  refreshing: boolean
  selected: ReadonlySet<number>
  toggle: (id: number) => void
  toggleAll: () => void
  searched: boolean
}

const statusTone: Record<AdminProductRow['status'], string> = {
  draft: 'bg-ink-100 text-ink-800',
  published: 'bg-brand-100 text-brand-900',
  hidden: 'bg-amber-100 text-amber-900',
  archived: 'bg-ink-200 text-ink-700',
}

function stockLabel(row: AdminProductRow) {
  if (row.stock <= 0) return { text: 'Hết hàng', tone: 'text-danger-700' }
  if (row.stock <= (row.low_stock_threshold ?? LOW_STOCK_THRESHOLD)) {
    return { text: 'Sắp hết', tone: 'text-amber-800' }
  }
  return null
}

/** The product list: a row per product with its picture, price, stock and status; rows tickable. */
export function ProductsTable({
  rows,
  refreshing,
  selected,
  toggle,
  toggleAll,
  searched,
}: ProductsTableProps) {
  const all = rows !== undefined && rows.length > 0 && rows.every((row) => selected.has(row.id))
  return (
    <div
      role="region"
      aria-label="Danh sách sản phẩm"
      tabIndex={0}
      className="card relative overflow-x-auto"
      aria-busy={rows === undefined || refreshing || undefined}
    >
      <table className={`w-full min-w-[48rem] text-left text-sm ${refreshing ? 'opacity-60' : ''}`}>
        <caption className="sr-only">Sản phẩm</caption>
        <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <input
                type="checkbox"
                checked={all}
                onChange={toggleAll}
                aria-label="Chọn mọi sản phẩm của trang"
                className="size-4"
              />
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Sản phẩm
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Danh mục
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Giá
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Tồn kho
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Trạng thái
            </th>
          </tr>
        </thead>
        <tbody>
          {rows === undefined
            ? Array.from({ length: 5 }, (_, i) => (
                <tr key={i} className="border-b border-ink-100">
                  <td colSpan={6} className="px-3 py-4">
                    <div className="h-5 animate-pulse rounded bg-ink-100" />
                  </td>
                </tr>
              ))
            : null}
          {rows?.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-3 py-10 text-center text-ink-600">
                {searched ? 'Không có sản phẩm nào khớp bộ lọc.' : 'Chưa có sản phẩm nào.'}
              </td>
            </tr>
          ) : null}
          {rows?.map((row) => {
            const stock = stockLabel(row)
            return (
              <tr key={row.id} className="border-b border-ink-100 align-top hover:bg-ink-50">
                <td className="px-3 py-3">
                  <input
                    type="checkbox"
                    checked={selected.has(row.id)}
                    onChange={() => toggle(row.id)}
                    aria-label={`Chọn ${row.name}`}
                    className="size-4"
                  />
                </td>
                <td className="px-3 py-3">
                  <div className="flex gap-3">
                    {row.cover ? (
                      <img
                        src={row.cover}
                        alt=""
                        width={48}
                        height={48}
                        className="size-12 rounded object-cover"
                        loading="lazy"
                      />
                    ) : (
                      <div className="size-12 rounded bg-ink-100" aria-hidden="true" />
                    )}
                    <div className="min-w-0">
                      <Link to={`/quan-tri/san-pham/${row.id}`} className="link font-medium">
                        {row.name}
                      </Link>
                      <p className="text-xs text-ink-600">
                        SKU {row.sku}
                        {row.variants_count > 0 ? ` · ${row.variants_count} phân loại` : ''}
                        {row.brand ? ` · ${row.brand.name}` : ''}
                        {row.store ? ` · ${row.store.name}` : ''}
                      </p>
                    </div>
                  </div>
                </td>
                <td className="px-3 py-3">{row.category.name}</td>
                <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                  {row.sale_price !== null ? (
                    <>
                      <span className="font-medium text-danger-700">
                        {formatVnd(row.sale_price)}
                      </span>
                      <br />
                      <s className="text-xs text-ink-600">{formatVnd(row.price)}</s>
                    </>
                  ) : (
                    formatVnd(row.price)
                  )}
                  {row.sale_price === null && row.planned_sale_price !== null ? (
                    <p className="text-xs text-ink-600">
                      KM {formatVnd(row.planned_sale_price)} (chưa hiệu lực)
                    </p>
                  ) : null}
                </td>
                <td className="px-3 py-3 text-right tabular-nums">
                  {row.stock.toLocaleString('vi-VN')}
                  {stock ? <p className={`text-xs ${stock.tone}`}>{stock.text}</p> : null}
                </td>
                <td className="px-3 py-3">
                  <span
                    className={`rounded px-2 py-0.5 text-xs font-semibold ${statusTone[row.status]}`}
                  >
                    {adminProductStatusLabels[row.status]}
                  </span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
