import type { ProductImportResult } from '@phiencho/contracts'
import { useId, useRef, useState } from 'react'

import { FormAlert } from '../../components/ui/form-alert'
import { useAdminMe } from '../../features/admin/api/get-admin-me'
import {
  productSheetExportHref,
  useImportProductSheet,
} from '../../features/admin/api/product-sheet'
import { ConfirmDialog } from '../../features/admin/components/confirm-dialog'
import { ImportReport } from '../../features/admin/components/product-sheet/import-report'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { errorSentence } from '../../lib/api-error'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/product-sheet'

const PERMISSION = 'product:read'

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireStaff(adminQueryClient(context), url, PERMISSION)
  return null
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  await requireStaff(adminQueryClient(context), url, PERMISSION)
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Nhập, xuất sản phẩm', noIndex: true })

const COLUMNS: ReadonlyArray<[string, string]> = [
  ['SKU sản phẩm', 'bắt buộc; các dòng cùng SKU là các phân loại của một sản phẩm'],
  ['Tên sản phẩm, Danh mục, Trạng thái, Giá', 'bắt buộc với sản phẩm mới; danh mục ghi đường dẫn'],
  ['Trạng thái', 'Nháp, Đang bán, Tạm ẩn hoặc Lưu trữ'],
  ['Giá, Giá khuyến mãi', 'số đồng, ví dụ 1250000 hoặc 1.250.000'],
  ['Bắt đầu, Kết thúc khuyến mãi', 'dd/mm/yyyy hh:mm, giờ Việt Nam; để trống: không giới hạn'],
  ['SKU phân loại, Tên/Giá trị phân loại 1–3', 'mỗi dòng một phân loại, ví dụ Màu sắc: Đen'],
  ['Tồn kho', 'số lượng hiện có; khác với hiện tại thì ghi vào sổ kho là “nhập từ tệp”'],
]

/** Exports the catalogue as CSV or Excel and imports such a file: a dry run first, then apply. */
export default function ProductSheetPage() {
  const me = useAdminMe()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [result, setResult] = useState<ProductImportResult | null>(null)
  const [confirming, setConfirming] = useState(false)
  const sheet = useImportProductSheet()
  if (!me) return null
  const canImport = me.permissions.includes('product:write')

  const send = async (dryRun: boolean) => {
    if (!file) return
    setResult(null)
    try {
      setResult(await sheet.mutateAsync({ file, dryRun }))
    } catch {
      // Shown from the mutation's error.
    }
  }
  const canApply =
    result !== null &&
    result.dry_run &&
    result.errors.length === 0 &&
    result.counts.created + result.counts.updated > 0

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink-900">Nhập, xuất sản phẩm</h1>
        <p className="mt-1 text-ink-600">
          Sửa nhiều sản phẩm cùng lúc bằng bảng tính: xuất danh sách, sửa, rồi nhập lại.
        </p>
      </div>

      <section aria-labelledby={`${id}-export`} className="card p-5 sm:p-6">
        <h2 id={`${id}-export`} className="text-lg font-semibold">
          Xuất danh sách
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-600">
          Mỗi dòng là một phân loại (hoặc một sản phẩm không có phân loại), kèm giá, khuyến mãi và
          tồn kho.
        </p>
        <div className="flex flex-wrap gap-3">
          <a href={productSheetExportHref('xlsx')} className="btn btn-secondary" download>
            Tải Excel (.xlsx)
          </a>
          <a href={productSheetExportHref('csv')} className="btn btn-secondary" download>
            Tải CSV
          </a>
        </div>
      </section>

      {canImport ? (
        <section aria-labelledby={`${id}-import`} className="card space-y-4 p-5 sm:p-6">
          <div>
            <h2 id={`${id}-import`} className="text-lg font-semibold">
              Nhập từ tệp
            </h2>
            <p className="mt-1 text-sm text-ink-600">
              Kiểm tra trước để xem lỗi từng dòng và những gì sẽ thay đổi. Khi áp dụng, mọi thay đổi
              được lưu cùng lúc, hoặc không thay đổi gì nếu có lỗi. Cột không có trong tệp được giữ
              nguyên.
            </p>
          </div>
          <details className="text-sm text-ink-700">
            <summary className="cursor-pointer font-medium text-ink-900">Các cột của tệp</summary>
            <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[14rem_1fr]">
              {COLUMNS.map(([name, rule]) => (
                <div key={name} className="contents">
                  <dt className="font-medium">{name}</dt>
                  <dd>{rule}</dd>
                </div>
              ))}
            </dl>
          </details>
          <div>
            <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium text-ink-800">
              Tệp CSV hoặc Excel (tối đa 20 MB, 20.000 dòng)
            </label>
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="field-input"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null)
                setResult(null)
                sheet.reset()
              }}
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn btn-primary"
              disabled={!file || sheet.isPending}
              onClick={() => void send(true)}
            >
              {!sheet.isPending
                ? 'Kiểm tra tệp'
                : sheet.variables.dryRun
                  ? 'Đang kiểm tra…'
                  : 'Đang áp dụng…'}
            </button>
            {canApply ? (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={sheet.isPending}
                onClick={() => setConfirming(true)}
              >
                Áp dụng thay đổi
              </button>
            ) : null}
          </div>
          {sheet.isError ? <FormAlert tone="error">{errorSentence(sheet.error)}</FormAlert> : null}
          <FormAlert tone="success">
            {result?.applied
              ? `Đã nhập xong: ${result.counts.created} sản phẩm mới, ${result.counts.updated} sản phẩm cập nhật.`
              : null}
          </FormAlert>
          {result ? <ImportReport result={result} /> : null}
        </section>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Áp dụng thay đổi từ tệp?"
        confirmLabel="Áp dụng"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void send(false).then(() => {
            if (input.current) input.current.value = ''
            setFile(null)
          })
        }}
      >
        {result
          ? `${result.counts.created} sản phẩm mới và ${result.counts.updated} sản phẩm cập nhật sẽ được lưu cùng lúc.`
          : ''}
      </ConfirmDialog>
    </div>
  )
}
