const BENEFITS = [
  {
    title: 'Khách hàng trên cả nước',
    text: 'Sản phẩm của bạn xuất hiện trong danh mục, kết quả tìm kiếm và gợi ý của người mua.',
  },
  {
    title: 'Gian hàng mang thương hiệu của bạn',
    text: 'Trang riêng với logo, ảnh bìa, địa chỉ và số điện thoại để khách dễ dàng liên hệ.',
  },
  {
    title: 'Huy hiệu đối tác chính thức',
    text: 'Gian hàng đối tác được gắn huy hiệu và ưu tiên hiển thị trong danh sách cửa hàng.',
  },
  {
    title: 'Đồng hành từ ngày đầu',
    text: 'Đội ngũ hỗ trợ hướng dẫn bạn đăng sản phẩm, xử lý đơn hàng và chăm sóc khách hàng.',
  },
] as const

/** Why a shop would sell here: four short points beside the application form. */
export function PartnerBenefits() {
  return (
    <ul className="space-y-4">
      {BENEFITS.map((benefit) => (
        <li key={benefit.title} className="flex gap-3">
          <span
            aria-hidden="true"
            className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
          >
            ✓
          </span>
          <span>
            <span className="block font-semibold text-ink-900">{benefit.title}</span>
            <span className="block text-sm text-ink-700">{benefit.text}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
