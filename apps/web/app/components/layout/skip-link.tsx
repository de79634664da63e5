export const MAIN_CONTENT_ID = 'main-content'

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-md bg-brand-700 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
    >
      Bỏ qua, đến nội dung chính
    </a>
  )
}
