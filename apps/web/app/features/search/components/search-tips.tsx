/** What to try when nothing matched. */
export function SearchTips() {
  return (
    <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-700">
      <li>Kiểm tra lại chính tả, hoặc gõ không dấu (ví dụ: “dien thoai”).</li>
      <li>Dùng từ khóa ngắn hơn hoặc chung hơn, như “áo thun” thay cho tên một mẫu cụ thể.</li>
      <li>Chọn một danh mục bên dưới để xem sản phẩm theo nhóm.</li>
    </ul>
  )
}
