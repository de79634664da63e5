import { useState } from 'react'

import { Button } from '../../../../components/ui/button'

/** The recovery codes, shown once: copy or print them, then put them away. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false)
  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="space-y-3 rounded-lg border border-accent-400 bg-ink-50 p-4"
    >
      <h3 id="recovery-codes-title" className="font-semibold text-ink-900">
        Mã khôi phục của bạn
      </h3>
      <p className="text-sm text-ink-700">
        Các mã này chỉ hiện một lần. Hãy in ra hoặc chép vào trình quản lý mật khẩu. Khi không có
        điện thoại, mỗi mã thay được mã xác minh một lần.
      </p>
      <ol
        aria-label="Mã khôi phục"
        className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base text-ink-900 sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true))
          }}
        >
          {copied ? 'Đã sao chép' : 'Sao chép các mã'}
        </Button>
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          In các mã
        </Button>
        <Button type="button" onClick={onDone}>
          Tôi đã lưu các mã
        </Button>
      </div>
    </section>
  )
}
