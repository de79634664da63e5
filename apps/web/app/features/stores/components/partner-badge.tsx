/** "Đối tác" mark: a shop vetted by the marketplace. */
export function PartnerBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ${className}`}
    >
      <svg
        viewBox="0 0 20 20"
        width="14"
        height="14"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M10 1.5 12.2 3l2.6-.1.9 2.5 2.1 1.6-.8 2.5.8 2.5-2.1 1.6-.9 2.5-2.6-.1L10 18.5 7.8 17l-2.6.1-.9-2.5-2.1-1.6.8-2.5-.8-2.5 2.1-1.6.9-2.5L7.8 3 10 1.5Zm3.3 6.2-1-1L9 10l-1.4-1.4-1 1L9 12l4.3-4.3Z" />
      </svg>
      Đối tác chính thức
    </span>
  )
}
