import type { ProductImportResult, ProductSheetAction } from '@phiencho/contracts'

const actionLabels: Record<ProductSheetAction, string> = {
  create: 'Thêm mới',
  update: 'Cập nhật',
  unchanged: 'Không đổi',
}

const number = (value: number) => value.toLocaleString('vi-VN')

/** What a dry run or an import said: counts, each row's error, each product's changes. */
export function ImportReport({ result }: { result: ProductImportResult }) {
  const { counts, errors, changes } = result
  const errorCount = errors.length + result.errors_not_listed
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Dòng trong tệp', result.rows],
          ['Sản phẩm mới', counts.created],
          ['Sản phẩm cập nhật', counts.updated],
          ['Không thay đổi', counts.unchanged],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-ink-200 p-3">
            <dt className="text-sm text-ink-600">{label}</dt>
            <dd className="text-xl font-semibold text-ink-900">{number(value as number)}</dd>
          </div>
        ))}
      </dl>
      {errorCount > 0 ? (
        <section aria-labelledby="import-errors">
          <h3 id="import-errors" className="font-semibold text-red-700">
            {number(errorCount)} lỗi cần sửa
          </h3>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">Lỗi theo dòng của tệp</caption>
              <thead className="border-b border-ink-200 text-ink-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Dòng
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Cột
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Lỗi
                  </th>
                </tr>
              </thead>
              <tbody>
                {errors.map((error, i) => (
                  <tr key={i} className="border-b border-ink-100 align-top">
                    <td className="py-2 pr-3 tabular-nums">{error.row}</td>
                    <td className="py-2 pr-3">{error.column ?? '—'}</td>
                    <td className="py-2">{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {result.errors_not_listed > 0 ? (
            <p className="mt-2 text-sm text-ink-600">
              Và {number(result.errors_not_listed)} lỗi khác chưa liệt kê.
            </p>
          ) : null}
        </section>
      ) : null}
      {changes.length > 0 ? (
        <section aria-labelledby="import-changes">
          <h3 id="import-changes" className="font-semibold text-ink-900">
            {result.applied ? 'Đã thay đổi' : 'Sẽ thay đổi'}
          </h3>
          <ul className="mt-2 divide-y divide-ink-100 rounded-lg border border-ink-200">
            {changes.map((change) => (
              <li key={change.product_sku} className="p-3">
                <p className="font-medium text-ink-900">
                  <span className="mr-2 rounded bg-ink-100 px-1.5 py-0.5 text-xs font-semibold text-ink-800">
                    {actionLabels[change.action]}
                  </span>
                  {change.name} <span className="text-ink-600">({change.product_sku})</span>
                </p>
                {change.action === 'update' ? (
                  <ul className="mt-1 space-y-0.5 text-sm text-ink-700">
                    {change.fields.map((field) => (
                      <li key={field.field}>
                        {field.field}:{' '}
                        <span className="line-through">{field.before ?? 'trống'}</span> →{' '}
                        <span className="font-medium">{field.after ?? 'trống'}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
