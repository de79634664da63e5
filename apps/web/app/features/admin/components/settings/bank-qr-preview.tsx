import { NAPAS_BINS } from '@phiencho/contracts'
import { formatVnd } from '@phiencho/vn'

import { isApiError } from '../../../../lib/api-error'
import { useDebouncedValue } from '../../../search/use-debounced-value'
import { useBankQrPreview } from '../../api/get-bank-qr-preview'

const DEBOUNCE_MS = 400

interface BankDetails {
  bin: string
  accountNumber: string
  accountName: string
}

/** Asked of the API only once the bank is chosen and the number could be one. */
function previewParams({ bin, accountNumber, accountName }: BankDetails) {
  const number = accountNumber.replace(/[\s.-]/g, '')
  if (!NAPAS_BINS.includes(bin) || !/^\d{6,19}$/.test(number)) return null
  return { bin, account_number: number, account_name: accountName.trim() }
}

/** The VietQR a shopper would scan with these details, for a sample transfer, as they type. */
export function BankQrPreview(details: BankDetails) {
  const params = useDebouncedValue(previewParams(details), DEBOUNCE_MS)
  const preview = useBankQrPreview(params)
  const data = params ? preview.data : undefined
  return (
    <section
      aria-labelledby="bank-qr-preview"
      aria-busy={preview.isFetching || undefined}
      className="rounded-lg border border-ink-200 bg-ink-50 p-4"
    >
      <h3 id="bank-qr-preview" className="font-semibold">
        Mã VietQR thử
      </h3>
      {!params ? (
        <p className="mt-2 text-sm text-ink-600">
          Chọn ngân hàng và nhập số tài khoản để xem mã khách hàng sẽ quét.
        </p>
      ) : preview.error && !preview.isFetching ? (
        <p className="mt-2 text-sm text-danger-700" role="alert">
          {isApiError(preview.error) ? preview.error.message : 'Không tạo được mã thử.'}
        </p>
      ) : data ? (
        <div className={`mt-3 space-y-3 ${preview.isPlaceholderData ? 'opacity-60' : ''}`}>
          <img
            src={data.qr_image}
            alt={`Mã VietQR thử: chuyển ${formatVnd(data.amount)} đến tài khoản ${data.bank.account_number} tại ${data.bank.name}`}
            width={200}
            height={200}
            className="mx-auto rounded bg-white p-2"
          />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-600">Ngân hàng</dt>
            <dd>{data.bank.name}</dd>
            <dt className="text-ink-600">Số tài khoản</dt>
            <dd className="font-medium tabular-nums">{data.bank.account_number}</dd>
            <dt className="text-ink-600">Chủ tài khoản</dt>
            <dd>{data.bank.account_name ?? '—'}</dd>
            <dt className="text-ink-600">Số tiền thử</dt>
            <dd>{formatVnd(data.amount)}</dd>
            <dt className="text-ink-600">Nội dung</dt>
            <dd>{data.memo}</dd>
          </dl>
          <p className="text-xs text-ink-600">
            Quét bằng ứng dụng ngân hàng để kiểm tra tên chủ tài khoản; không cần chuyển tiền.
          </p>
        </div>
      ) : (
        <div aria-hidden="true" className="mx-auto mt-3 size-50 animate-pulse rounded bg-ink-200" />
      )}
    </section>
  )
}
