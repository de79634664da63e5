import type { AdminCustomerDetail } from '@phiencho/contracts'
import { formatDateVi, formatVnd } from '@phiencho/vn'

/** The account's figures, each counted from the stored rows. */
export function CustomerFigures({ customer }: { customer: AdminCustomerDetail }) {
  const figures = [
    { label: 'Tổng chi tiêu', value: formatVnd(customer.lifetime_spend) },
    { label: 'Đơn hàng', value: customer.orders_count.toLocaleString('vi-VN') },
    { label: 'Tin rao vặt', value: customer.classified_ads_count.toLocaleString('vi-VN') },
    { label: 'Đánh giá', value: customer.reviews_count.toLocaleString('vi-VN') },
    { label: 'Sản phẩm yêu thích', value: customer.wishlist_count.toLocaleString('vi-VN') },
    { label: 'Ngày tham gia', value: formatDateVi(customer.created_at) },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg border border-ink-200 bg-white p-3">
          <dt className="text-sm text-ink-600">{figure.label}</dt>
          <dd className="mt-1 text-lg font-semibold text-ink-900">{figure.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The address book, the default first. */
export function CustomerAddresses({ customer }: { customer: AdminCustomerDetail }) {
  if (customer.addresses.length === 0) {
    return <p className="text-ink-600">Khách hàng chưa lưu địa chỉ nào.</p>
  }
  return (
    <ul className="space-y-2">
      {customer.addresses.map((address) => (
        <li key={address.id} className="rounded-lg border border-ink-200 bg-white p-3">
          <span className="font-medium text-ink-900">{address.recipient_name}</span> ·{' '}
          {address.phone}
          {address.is_default ? (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
              Mặc định
            </span>
          ) : null}
          <span className="block text-ink-700">{address.line}</span>
        </li>
      ))}
    </ul>
  )
}
