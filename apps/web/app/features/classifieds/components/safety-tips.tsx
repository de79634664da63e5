import { ShieldIcon } from './classified-icons'

const TIPS = [
  'Không chuyển tiền đặt cọc hay thanh toán trước khi chưa nhận hàng hoặc chưa xem nhà, xem xe.',
  'Gặp người bán ở nơi công cộng, đông người; kiểm tra kỹ hàng và giấy tờ trước khi trả tiền.',
  'Cảnh giác với giá rẻ bất thường, yêu cầu gấp gáp hoặc đường link lạ gửi qua tin nhắn.',
  'Không cung cấp mã OTP, mật khẩu hay thông tin thẻ ngân hàng cho bất kỳ ai.',
] as const

/** How to buy safely from a stranger, as classifieds sites remind their visitors. */
export function SafetyTips({ className = '' }: { className?: string }) {
  return (
    <aside
      aria-labelledby="safety-tips-title"
      className={`rounded-xl border border-accent-400/60 bg-amber-50 p-4 ${className}`}
    >
      <h2 id="safety-tips-title" className="flex items-center gap-2 font-bold text-ink-900">
        <ShieldIcon width={20} height={20} className="shrink-0 text-brand-700" />
        Mua bán an toàn
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-ink-800">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  )
}
